/* Generated from schemas/components/globalCampaignsList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Global campaign rows.
 */
export type GlobalCampaignsListData = {
title: string
universeName: string
state?: string
sendingType?: string
templateTitle?: string
templateContents?: string
nTotalMessages?: number
totalPending?: number
totalSent?: number
totalFailed?: number
rateOpened?: (number | null)
rateClicked?: (number | null)
filters?: unknown
}[]
