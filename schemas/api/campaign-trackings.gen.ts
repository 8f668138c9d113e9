/* Generated from schemas/api/campaign-trackings.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * This interface was referenced by `CampaignTrackings`'s JSON-Schema
 * via the `definition` "trackingStatus".
 */
export type TrackingStatus = ("PENDING" | "SENDING" | "SENT" | "FAILED" | "UNSUB")

/**
 * GET vuejs/mailcampaign/trackings/{survey}/{id}/{config}: one page of the campaign's tracking rows (headers of the custom columns, then the rows) and how many match the filter.
 */
export interface CampaignTrackings {
headers: {
name: string
value: string
}[]
rows: TrackingRow[]
totalRows: number
}
export interface TrackingRow {
id: number
sampleId: (number | null)
updatedTime: string
status: TrackingStatus
/**
 * Why a FAILED row failed: the mail server's refusal, a bounce's status and diagnostic, the provider's reason.
 */
error: (string | null)
openCount: number
clickCount: number
recording: boolean
columnValues: string[]
accessAllowed: boolean
}
