/* Generated from schemas/api/sample-mail-tracking.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/sampleeditor/mailtrackingdata/{survey}/{sampleId}?related (spec 2 section 3, Mail tracking): the sample's campaign messages, from the campaigns' tracking rows, newest first. With ?related=true also the messages of the survey's other samples sent to the same address (in the caller's scope).
 */
export interface SampleMailTracking {
stats: SampleMailStats
rows: SampleMailRow[]
}
export interface SampleMailStats {
/**
 * The sample's contact address ('' when it has none).
 */
email: string
/**
 * Rows whose message went out (SENT).
 */
totalSent: number
/**
 * Sent rows opened at least once.
 */
totalOpened: number
/**
 * Percent of sent rows opened, one decimal.
 */
shareOpened: number
/**
 * Sent rows with at least one click.
 */
totalClicked: number
}
export interface SampleMailRow {
/**
 * The tracking row.
 */
id: number
campaignId: number
/**
 * When the row last changed (sent, opened, clicked).
 */
date: string
/**
 * The campaign's name.
 */
name: string
/**
 * The row's status: PENDING, SENDING, SENT, FAILED, UNSUB.
 */
state: string
views: number
clicks: number
/**
 * A call recording exists: vuejs/mailcampaign/callrecording/{survey}/{campaignId}/{id} plays it.
 */
recording: boolean
}
