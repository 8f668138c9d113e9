/* Generated from schemas/api/sample-list-body.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Body of the sample list call (and its delete mode): extra filter paths, each `name=value1*value2` (several may be joined with `;`). Besides the survey's filters: `sstate` (sample states 0-4) and `sid` (sample ids, e.g. the selected rows). A `_` before a value excludes it.
 * 
 * @maxItems 20
 */
export type SampleListBody = string[]
