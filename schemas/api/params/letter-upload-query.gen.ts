/* Generated from schemas/api/params/letter-upload-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './path-parts.gen.ts';

/**
 * POST vuejs/letteruploader/uploadfile/{survey}?templateId=: the letter template (saved first with createletter) whose .fodt file the upload replaces.
 */
export interface LetterUploadQuery {
templateId: RowId
}
