/* Generated from schemas/api/params/recipients-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignSendingType } from '../campaign-details.gen.ts';
import type { RowOffset } from './path-parts.gen.ts';

/**
 * The recipients of a new campaign: extra filter tokens, the mail filters chosen (extnames joined by commas; illegal always applies), samples removed by hand (ids joined by commas), and for newtrackings a page, sort and text filter.
 */
export interface RecipientsQuery {
filters?: string
mailFilters?: string
deletedRecipients?: string
sendingType?: CampaignSendingType
sendingtype?: CampaignSendingType
initial?: boolean
from?: RowOffset
to?: RowOffset
sortBy?: ("id" | "respondent" | "email" | "status")
sortDesc?: boolean
textfilter?: string
fixedrecipient?: string
}
