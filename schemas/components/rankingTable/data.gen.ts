/* Generated from schemas/components/rankingTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Ranking data (GET vuejs/newranking/list/...).
 */
export interface RankingTableData {
headers: unknown[]
rows: {
cells: unknown[]
rankTarget?: unknown
interviewId?: (number | null)
sampleId?: (number | null)
isComplete?: boolean
alertId?: (number | null)
accessAllowed?: boolean
drillPath?: string
detailsVariables?: string[]
}[]
footer?: unknown
rankingVar?: string
leafRows?: boolean
totalNumberRows?: number
viewCompletedSamples?: boolean
segmentedDrillPath?: unknown
}
