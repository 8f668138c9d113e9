/* Generated from schemas/components/recordTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RecordTable } from '../../api/record-table.gen.ts';

/**
 * Record table: the answer of GET vuejs/records/table/{survey}/{id}/{path}?sortby=&sortdesc=.
 */
export type RecordTableData = RecordTable
