/* Generated from schemas/api/ranking-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SegmentedPath } from './segmented-path.gen.ts';

/**
 * Ranking data (spec 1 section 3): child units ranked by a variable, or a leaf unit's interviews.
 */
export interface RankingData {
headers: RankingHeader[]
rows: RankingRow[]
footer: (RankingRow | null)
rankingVar: string
leafRows: boolean
totalNumberRows: number
viewCompletedSamples: boolean
segmentedDrillPath: SegmentedPath
}
/**
 * This interface was referenced by `RankingData`'s JSON-Schema
 * via the `definition` "rankingHeader".
 */
export interface RankingHeader {
extName: string
title: string
type: string
sortable: boolean
}
/**
 * One ranked unit, or at a leaf one interview (or sample); the footer row is the drill unit itself.
 * 
 * This interface was referenced by `RankingData`'s JSON-Schema
 * via the `definition` "rankingRow".
 */
export interface RankingRow {
cells: RankingCell[]
/**
 * Goal colour of the ranking variable: 0 and 1 red, 2 amber, 3 green, null hidden.
 */
rankTarget: (number | null)
interviewId: (number | null)
/**
 * The sample behind a leaf row: an incomplete row opens its sample page; cell details read it.
 */
sampleId: (number | null)
isComplete: boolean
alertId: (number | null)
accessAllowed: boolean
drillPath: string
detailsVariables: string[]
}
/**
 * This interface was referenced by `RankingData`'s JSON-Schema
 * via the `definition` "rankingCell".
 */
export interface RankingCell {
value: (number | string | null)
formattedValue: string
/**
 * Goal colour: 0 and 1 red, 2 amber, 3 green, null or absent hidden (spec 1 section 9).
 */
target?: (number | null)
}
