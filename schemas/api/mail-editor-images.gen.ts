/* Generated from schemas/api/mail-editor-images.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/unlayer/images/{survey}: the universe's e-mail images, newest first; POST vuejs/unlayer/uploadfile/{survey} answers the uploaded ones the same way under `data` (the editor's asset manager reads `data`).
 */
export interface MailEditorImages {
data: MailEditorImage[]
}
export interface MailEditorImage {
id: number
/**
 * The image's absolute address on our origin (PUBLIC_URL), readable by mail clients without a session.
 */
src: string
name: string
contentType: ("image/png" | "image/jpeg" | "image/gif" | "image/webp")
/**
 * Bytes.
 */
size: number
type: "image"
}
