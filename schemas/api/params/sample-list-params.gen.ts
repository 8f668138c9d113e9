/* Generated from schemas/api/params/sample-list-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, RowOffset } from './path-parts.gen.ts';

/**
 * POST vuejs/sample/list/{survey}/{config}/{path}/{from}/{to}/{sortBy}/{sortDesc}/{filter}: sortDesc is checked by the handler (true or false).
 */
export interface SampleListParams {
survey: ExtName
config: ExtName
path: DrillText
from: RowOffset
to: RowOffset
sortBy: ExtName
sortDesc: string
filter: DrillText
}
