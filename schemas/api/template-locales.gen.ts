/* Generated from schemas/api/template-locales.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mails/locales/{survey}: the locales a template of this survey may be written in (the survey's own, else the product's five).
 */
export interface TemplateLocales {
locales: string[]
}
