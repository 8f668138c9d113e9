/* Generated from schemas/api/template-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mails/template/delete/{survey}/{id}, DELETE vuejs/sms/template/{survey}/{id}: the template that was deleted.
 */
export interface TemplateDeleted {
id: number
deleted: boolean
}
