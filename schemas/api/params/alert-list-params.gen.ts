/* Generated from schemas/api/params/alert-list-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, RowOffset } from './path-parts.gen.ts';

/**
 * GET vuejs/alert/list and listnew/{survey}/{path}/{from}/{to}/{sort}/{filter}: sort is column:asc|desc or default.
 */
export interface AlertListParams {
survey: ExtName
path: DrillText
from: RowOffset
to: RowOffset
sort: string
filter: DrillText
}
