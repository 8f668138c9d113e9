/* Generated from schemas/api/params/chart-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/charts/chart/{survey}/{id}/{type}/{path}.
 */
export interface ChartParams {
survey: ExtName
id: ExtName
type: ExtName
path: DrillText
}
