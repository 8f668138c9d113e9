/* Generated from schemas/api/metadata-features.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The features of a question group, question or choice: names a survey's scripts and reports read.
 * 
 * @maxItems 50
 */
export type MetadataFeatures = string[]
