/* Generated from schemas/api/params/loose-survey-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { AnyName } from './path-parts.gen.ts';

/**
 * A call about one survey whose name is only bounded, not checked character by character (pages, load count, bug list: kept as they were).
 */
export interface LooseSurveyParams {
survey: AnyName
}
