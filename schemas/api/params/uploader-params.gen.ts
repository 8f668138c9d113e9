/* Generated from schemas/api/params/uploader-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * The data uploader component of a survey: POST vuejs/datauploader/uploadfile/{survey}/{id}, GET vuejs/datauploader/fetchimportsets/{survey}/{id}.
 */
export interface UploaderParams {
survey: ExtName
id: ExtName
}
