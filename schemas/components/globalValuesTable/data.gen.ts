/* Generated from schemas/components/globalValuesTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { GlobalValuesTable } from '../../api/global-values-table.gen.ts';

/**
 * Global values table (GET vuejs/globalevaluator/globalvaluestable/{survey}/{id}/{path}, then the stream vuejs/globalevaluator/globalvaluestableevents/{survey}/{id}/{path}).
 */
export type GlobalValuesTableData = GlobalValuesTable
