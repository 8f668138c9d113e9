/* Generated from schemas/api/segmented-path.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Segmented drill path (spec 1 section 3).
 */
export interface SegmentedPath {
segments: {
path: string
name: string
helpText: string
nOpenAlerts: number
children: {
path: string
name: string
entityId: number
isCompleted: boolean
}[]
}[]
nInterviews: number
trendTitle: string
trendDetails: string
nOpenAlerts: number
}
