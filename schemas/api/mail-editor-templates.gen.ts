/* Generated from schemas/api/mail-editor-templates.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/unlayer/templates/{survey}/{id}: the universe's other e-mail templates with a design the editor can start from (id: the template being edited, left out; 0 for a new one).
 */
export interface MailEditorTemplates {
templates: MailEditorTemplateRow[]
}
export interface MailEditorTemplateRow {
id: number
name: string
subject: string
}
