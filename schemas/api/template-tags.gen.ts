/* Generated from schemas/api/template-tags.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mails/templatetags/{survey}: the merge tags a template of this survey may use, from the contact fields, the survey and unit, and the survey's questions, each with the value of the example contact a test message is filled from.
 */
export interface TemplateTags {
tags: TemplateTag[]
}
export interface TemplateTag {
group: ("contact" | "survey" | "answer")
/**
 * The field's or question's title in the caller's language.
 */
name: string
/**
 * What the template writes, e.g. {{contact.name}}.
 */
value: string
example: string
}
