/* Generated from schemas/api/params/trackings-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowOffset } from './path-parts.gen.ts';

/**
 * A page of tracking rows: rows from..to (at most 1000), sorted by a column, filtered by a text in the recipient or status.
 */
export interface TrackingsQuery {
from?: RowOffset
to?: RowOffset
sortBy?: ("id" | "updatedTime" | "status" | "openCount" | "clickCount" | "recipient")
sortDesc?: boolean
filter?: string
}
