/* Generated from schemas/api/params/indicator-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * A global overview or indicator block component of the survey configuration: GET vuejs/indicators/overview/{survey}/{id}, GET vuejs/indicators/block/{survey}/{id}.
 */
export interface IndicatorParams {
survey: ExtName
id: ExtName
}
