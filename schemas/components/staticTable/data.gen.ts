/* Generated from schemas/components/staticTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { NoData } from '../common.gen.ts';

/**
 * The table is in the config.
 */
export type StaticTableData = NoData
