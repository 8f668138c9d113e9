/* Generated from schemas/api/mail-editor-template.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/unlayer/template/{survey}/{id}: one e-mail template's editor document (design, null when it has none) and its rendered HTML, to load into the editor.
 */
export interface MailEditorTemplate {
id: number
name: string
design: ({
[k: string]: unknown
} | null)
html: string
}
