/* Generated from schemas/components/importSetList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ImportSetList } from '../../api/import-set-list.gen.ts';

/**
 * The survey's import sets: the answer of GET vuejs/datauploader/fetchimportsets/{survey}/{id}.
 */
export type ImportSetListData = ImportSetList
