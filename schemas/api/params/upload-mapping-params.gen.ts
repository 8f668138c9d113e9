/* Generated from schemas/api/params/upload-mapping-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * POST vuejs/datauploader/handlemapping/{survey}/{id}/{x}: the uploader component and the kept upload (x, the uploadId of uploadfile).
 */
export interface UploadMappingParams {
survey: ExtName
id: ExtName
x: RowId
}
