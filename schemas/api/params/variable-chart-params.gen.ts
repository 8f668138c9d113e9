/* Generated from schemas/api/params/variable-chart-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/variables/fetchVariableChart/{survey}/{id}/{path}/{index}: index names the tile (checked by the handler).
 */
export interface VariableChartParams {
survey: ExtName
id: ExtName
path: DrillText
index: string
}
