/* Generated from schemas/api/alert-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SegmentedPath } from './segmented-path.gen.ts';

/**
 * Alert list (GET vuejs/alert/list and listnew): one page of the alerts under the drill unit, the total, the sorting applied and the segmented drill path.
 */
export interface AlertList {
total: number
from: number
to: number
sortBy: ("createdAt" | "interviewDate" | "state" | "unit" | "score" | "id")
sortDesc: boolean
rowsPerPage: number
columns: ("id" | "state" | "createdAt" | "interviewDate" | "unit" | "score" | "comment")[]
scoreTitle: string
rows: AlertListRow[]
segmentedDrillPath: SegmentedPath
}
/**
 * This interface was referenced by `AlertList`'s JSON-Schema
 * via the `definition` "alertListRow".
 */
export interface AlertListRow {
id: number
interviewId: number
state: number
stateText: string
created: string
closed: (string | null)
interviewDate: string
unit: string
unitPath: string
score: (number | null)
comment: (string | null)
}
