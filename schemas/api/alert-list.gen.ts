/* Generated from schemas/api/alert-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SegmentedPath } from './segmented-path.gen.ts';

/**
 * Alert list (GET vuejs/alert/list and listnew): one page of the alerts under the drill unit (in the state asked for, if any), the total, the count of each state, the overdue deadline, the sorting applied and the segmented drill path.
 */
export interface AlertList {
total: number
from: number
to: number
sortBy: ("createdAt" | "interviewDate" | "state" | "unit" | "score" | "id" | "age" | "owner")
sortDesc: boolean
rowsPerPage: number
columns: ("id" | "state" | "createdAt" | "interviewDate" | "unit" | "score" | "comment" | "age" | "owner")[]
scoreTitle: string
rows: AlertListRow[]
/**
 * The state filter applied (2 open, 6 processing, 3 closed); null for every state.
 */
state: (number | null)
/**
 * Alerts of the selection per state, whatever the state filter: the filter's counts.
 */
stateCounts: AlertStateCount[]
/**
 * An alert not closed after this many days is overdue (the survey's alerts.deadlineDays).
 */
deadlineDays: number
segmentedDrillPath: SegmentedPath
/**
 * The configured page (alerts.page) whose components the alert list screen shows instead of the default table; null for the default table.
 */
page: (string | null)
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
/**
 * Whole days from the alert's creation day to the server's today (UTC).
 */
ageDays: number
/**
 * Not closed and older than deadlineDays.
 */
overdue: boolean
/**
 * The person handling the alert: whoever saved it last; null while nobody has.
 */
owner: (string | null)
}
/**
 * This interface was referenced by `AlertList`'s JSON-Schema
 * via the `definition` "alertStateCount".
 */
export interface AlertStateCount {
state: number
n: number
}
