/* Generated from schemas/api/import-set.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * One import of a spreadsheet (spec 3 section 3, Import set).
 */
export interface ImportSet {
id: number
/**
 * When it was imported (ISO 8601).
 */
created: string
/**
 * Who imported it (empty when that user is gone).
 */
user: string
filename: string
ninterviews: number
}
