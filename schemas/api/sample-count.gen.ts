/* Generated from schemas/api/sample-count.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * How many samples a delete call removed.
 */
export interface SampleCount {
count: number
}
