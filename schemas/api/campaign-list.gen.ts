/* Generated from schemas/api/campaign-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignSendingType, CampaignStatus } from './campaign-details.gen.ts';

/**
 * GET vuejs/mailcampaign/list/{survey}/{config}/{path}: the survey's campaigns with their counts and rates (percent of sent, one decimal).
 */
export interface CampaignList {
rows: CampaignListRow[]
}
export interface CampaignListRow {
id: number
title: string
sendingType: CampaignSendingType
/**
 * The campaign type as shown: one-shot, auto-add, push, single.
 */
autoAddTitle: string
state: CampaignStatus
scheduled: (string | null)
rateOpened: number
rateClicked: number
nPending: number
nSent: number
nFailed: number
/**
 * The drill path the recipients come from.
 */
filters: string
numberOfTrackingRows: number
}
