/* Generated from schemas/api/ranking-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SegmentedPath } from './segmented-path.gen.ts';

/**
 * Ranking data (spec 1 section 3): child units ranked by a variable, or a leaf unit's interviews.
 */
export interface RankingData {
headers: {
extName: string
title: string
type?: string
sortable?: boolean
}[]
rows: {
cells: {
value: (number | string | null)
formattedValue: string
target?: (number | null)
}[]
/**
 * Goal colour of the ranking variable: 0 and 1 red, 2 amber, 3 green, null hidden.
 */
rankTarget?: (number | null)
interviewId?: (number | null)
/**
 * The sample behind a leaf row: an incomplete row opens its sample page; cell details read it.
 */
sampleId?: (number | null)
isComplete?: boolean
alertId?: (number | null)
accessAllowed: boolean
drillPath: string
detailsVariables?: string[]
}[]
footer: ({
cells: {
value: (number | string | null)
formattedValue: string
target?: (number | null)
}[]
/**
 * Goal colour of the ranking variable: 0 and 1 red, 2 amber, 3 green, null hidden.
 */
rankTarget?: (number | null)
interviewId?: (number | null)
/**
 * The sample behind a leaf row: an incomplete row opens its sample page; cell details read it.
 */
sampleId?: (number | null)
isComplete?: boolean
alertId?: (number | null)
accessAllowed: boolean
drillPath: string
detailsVariables?: string[]
} | null)
rankingVar: string
leafRows: boolean
totalNumberRows: number
viewCompletedSamples: boolean
segmentedDrillPath: SegmentedPath
}
