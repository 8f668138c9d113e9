/* Generated from schemas/components/sampleTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Sample list answer.
 */
export interface SampleTableData {
segmentedDrillPath?: unknown
rankingData: {
headers: unknown[]
rows: {
cells: unknown[]
rankTarget?: unknown
interviewId?: (number | null)
isComplete?: boolean
alertId?: (number | null)
accessAllowed?: boolean
drillPath?: string
detailsVariables?: unknown
}[]
footer?: unknown
rankingVar?: string
leafRows?: boolean
totalNumberRows?: number
}
viewCompletedSamples?: boolean
}
