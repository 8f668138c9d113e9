/* Generated from schemas/api/campaign-info.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mailcampaign/createcampaigndata/{survey}/{mailAction}/{path}: what the wizard needs: the recipient count and unit, the mail filters (illegal is always applied), the senders and which sending types the survey enables.
 */
export interface CampaignInfo {
numberCustomers: number
pathName: string
filters: string
fromEmails: string[]
fromName: string
mailFilters: MailFilter[]
editFixedRecipient: boolean
mailCampaigns: boolean
smsCampaigns: boolean
letterCampaigns: boolean
phoneCampaigns: boolean
}
export interface MailFilter {
extname: string
title: string
nInterviews: number
help: string
defaultEnabled: boolean
}
