/* Generated from schemas/components/recordTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TableHeader, TableRow } from '../common.gen.ts';

/**
 * Record table (GET vuejs/records/table/{survey}/{id}/{path}).
 */
export interface RecordTableData {
headers: TableHeader[]
rows: TableRow[]
sortBy?: string
sortDesc?: boolean
}
