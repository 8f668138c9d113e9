/* Generated from schemas/api/global-campaign-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignSendingType, CampaignStatus } from './campaign-details.gen.ts';

/**
 * GET vuejs/mailcampaign/globalcampaignslist/{survey}/{config}: every campaign of the universe's surveys with its totals and rates.
 */
export interface GlobalCampaignList {
rows: GlobalCampaignRow[]
}
export interface GlobalCampaignRow {
id: number
title: string
universeName: string
/**
 * The campaign's survey: a row opens the details under it, not under the survey the list is shown in.
 */
surveyExtName: string
state: CampaignStatus
sendingType: CampaignSendingType
templateTitle: string
templateContents: string
nTotalMessages: number
totalPending: number
totalSent: number
totalFailed: number
rateOpened: number
rateClicked: number
filters: string
}
