/* Generated from schemas/api/import-set-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ImportSet } from './import-set.gen.ts';

/**
 * GET vuejs/datauploader/fetchimportsets/{survey}/{id} and the answer of deleteimportset: the survey's import sets, newest first.
 */
export type ImportSetList = ImportSet[]
