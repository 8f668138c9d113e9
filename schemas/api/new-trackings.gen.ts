/* Generated from schemas/api/new-trackings.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mailcampaign/newtrackings/{survey}/{mailAction}/{path}: one page of the recipients a new campaign would get (the wizard's recipient table) and their number.
 */
export interface NewTrackings {
rows: RecipientRow[]
totalRows: number
}
export interface RecipientRow {
id: number
respondent: string
email: string
status: string
}
