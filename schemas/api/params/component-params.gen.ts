/* Generated from schemas/api/params/component-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * A component of the survey configuration for the drill unit: GET vuejs/variables/block/{survey}/{id}/{path}, GET vuejs/results/summary/{survey}/{id}/{path}.
 */
export interface ComponentParams {
survey: ExtName
id: ExtName
path: DrillText
}
