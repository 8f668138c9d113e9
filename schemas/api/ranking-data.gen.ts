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
 * Goal colour band of the ranking variable: 3 green, 2 yellow, 1 orange, 0 red, null hidden.
 */
rankTarget: (number | null)
/**
 * Place by the ranking variable in the selection period, best first (lower first when lower is better); ties share a place (1, 2, 2, 4); null without a value. Absent at a leaf and on the footer.
 */
rank?: (number | null)
/**
 * Place among the same units by the ranking variable in the previous (trend) period; null when the unit had no value then.
 */
previousRank?: (number | null)
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
 * Goal colour band (spec 2 section 4, core/metrics/variables.ts targetOf): 3 green (reached), 2 yellow, 1 orange, 0 red; null or absent hidden.
 */
target?: (number | null)
}
