/* Generated from schemas/api/action-chart-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, IsoDay } from './params/path-parts.gen.ts';

/**
 * POST vuejs/charts/actionchart/{survey}/{id}: for a saved action (id > 0) the body may be empty (the action's own expression, unit, period and goal); for a new one (id 0) it names them.
 */
export interface ActionChartRequest {
expression?: ExtName
path?: string
periodStartDate?: IsoDay
deadline?: IsoDay
goal?: number
}
