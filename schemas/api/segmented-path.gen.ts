/* Generated from schemas/api/segmented-path.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Segmented drill path (spec 1 section 3).
 */
export interface SegmentedPath {
segments: Segment[]
nInterviews: number
trendTitle: string
trendDetails: string
nOpenAlerts: number
}
/**
 * This interface was referenced by `SegmentedPath`'s JSON-Schema
 * via the `definition` "segment".
 */
export interface Segment {
/**
 * The route parameter of this segment (its path with the filters in force).
 */
path: string
name: string
helpText: string
/**
 * The caller's role opens this unit. A segment above the role's scope is shown for orientation only: it is no target, and its children are only the units the role opens.
 */
mayOpen: boolean
nOpenAlerts: number
children: SegmentChild[]
}
/**
 * This interface was referenced by `SegmentedPath`'s JSON-Schema
 * via the `definition` "segmentChild".
 */
export interface SegmentChild {
/**
 * The route parameter of the child (its path with the filters in force).
 */
path: string
name: string
entityId: number
isCompleted: boolean
}
