/* Generated from schemas/api/letter-page-preview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/letteruploader/rendertemplate/{survey}/{id}: the letter template as a PDF (base64) with the example contact's merge tags filled, made by LibreOffice in a background job, and beside it its first pages as PNG images (poppler's pdftoppm, in the same job), which the letter screen shows as plain images instead of running a PDF viewer. renderletter3 answers the PDF alone (LetterPreview).
 */
export interface LetterPagePreview {
/**
 * The PDF file, base64.
 */
pdf: string
/**
 * The letter's file name with .pdf for .fodt.
 */
fileName: string
/**
 * How many pages the PDF has; absent when no page images could be made (pagesProblem says why).
 */
pageCount?: number
/**
 * The PDF's first pages (at most the preview's page cap) in order, as PNG images; empty when pagesProblem says why.
 */
pages: LetterPageImage[]
pagesProblem?: LetterPagesProblem
}
export interface LetterPageImage {
/**
 * The page as a PNG image, base64.
 */
png: string
/**
 * The image's width in pixels.
 */
width: number
/**
 * The image's height in pixels.
 */
height: number
}
/**
 * Why there are no page images (the PDF is still there to download).
 */
export interface LetterPagesProblem {
error: ("pdftoppm_missing" | "pages_failed" | "pages_timeout")
/**
 * What to tell the person, in the caller's language.
 */
message: string
}
