/* Generated from schemas/api/params/template-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mails/templates/{survey}: only templates of this sending type when given. GET vuejs/mails/template/{survey}/0: a new template of this sending type (EMAIL when not given). `mailAction` (the campaign's mail action) is accepted as the spec's callers send it and narrows nothing.
 */
export interface TemplateQuery {
sendingType?: ("EMAIL" | "SMS" | "LETTER")
mailAction?: string
}
