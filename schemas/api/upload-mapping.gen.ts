/* Generated from schemas/api/upload-mapping.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/datauploader/handlemapping/{survey}/{id}/{x}?update= (spec 3 section 3, Mapping payload): the state to import as and which column (0-based index) each field reads.
 */
export interface UploadMapping {
state: string
fieldMapping: {
[k: string]: number
}
}
