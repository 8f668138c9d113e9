/* Generated from schemas/api/params/ranking-list-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/newranking/list/{survey}/{config}/{path}/{filter} (and the legacy vuejs/ranking prefix).
 */
export interface RankingListParams {
survey: ExtName
config: ExtName
path: DrillText
filter: DrillText
}
