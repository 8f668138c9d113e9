/* Generated from schemas/api/letter-preview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/letteruploader/rendertemplate/{survey}/{id} and renderletter3: the letter template as a PDF (base64) with the example contact's merge tags filled, made by LibreOffice in a background job.
 */
export interface LetterPreview {
/**
 * The PDF file, base64.
 */
pdf: string
/**
 * The letter's file name with .pdf for .fodt.
 */
fileName: string
}
