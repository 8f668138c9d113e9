/* Generated from schemas/api/params/ranking-page-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, RowOffset } from './path-parts.gen.ts';

/**
 * GET vuejs/newranking/list/{survey}/{config}/{path}/{from}/{to}/{sortVar}/{sortDesc}/{filter}: one page, sorted. sortDesc is checked by the handler (true or false) so its message names the parameter.
 */
export interface RankingPageParams {
survey: ExtName
config: ExtName
path: DrillText
from: RowOffset
to: RowOffset
sortVar: ExtName
sortDesc: string
filter: DrillText
}
