/* Generated from schemas/components/mailCampaignsList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Campaign list rows.
 */
export type MailCampaignsListData = {
id: number
title: string
sendingType?: string
autoAddTitle?: string
state?: string
scheduled?: boolean
rateOpened?: (number | null)
rateClicked?: (number | null)
nPending?: number
nSent?: number
nFailed?: number
filters?: unknown
}[]
