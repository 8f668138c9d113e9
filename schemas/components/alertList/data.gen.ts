/* Generated from schemas/components/alertList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Alert list rows.
 */
export interface AlertListData {
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
