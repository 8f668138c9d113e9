/* Generated from schemas/api/params/survey-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * A call about one survey: GET vuejs/reports/menu/{survey}, DELETE vuejs/sample/deleteall/{survey}, GET vuejs/sample/celldetails/{survey}.
 */
export interface SurveyParams {
survey: ExtName
}
