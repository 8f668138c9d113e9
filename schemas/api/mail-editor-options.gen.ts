/* Generated from schemas/api/mail-editor-options.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/unlayer/editoroptions/{survey}: how the e-mail editor is set up for the caller: its language, minimum height (spec 3 section 9: 900 px), the image rules the upload checks, and whether the caller may upload and delete images.
 */
export interface MailEditorOptions {
locale: string
minHeight: number
maxImageBytes: number
imageTypes: string[]
canUpload: boolean
}
