/* Generated from schemas/api/import-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ImportSet } from './import-set.gen.ts';

/**
 * The answer of handlemapping (spec 3 section 3, Import result): ok with the import set written; a refused import is a 400 naming the row and column and writes nothing.
 */
export interface ImportResult {
ok: boolean
message: string
importSet: ImportSet
}
