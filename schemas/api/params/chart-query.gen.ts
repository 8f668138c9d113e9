/* Generated from schemas/api/params/chart-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/charts/chart/{survey}/{id}/{type}/{path}?item=: the item chosen in the menu of the selection block around the chart (a variable it shows in place of its own).
 */
export interface ChartQuery {
item?: ExtName
}
