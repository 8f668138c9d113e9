/* Generated from schemas/components/mailCampaignDetails/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Campaign details.
 */
export interface MailCampaignDetailsData {
id: number
title: string
campaignType?: ("PULL_ONCE" | "PULL" | "PUSH" | "PULL_SINGLE")
sendingType?: string
state?: string
canStart?: boolean
canStop?: boolean
link?: string
}
