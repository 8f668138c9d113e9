/* Generated from schemas/api/campaign-configuration.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/mailcampaign/campaignconfiguration/{survey}/{id}: the templates the campaign's sending type may use and the sender addresses on offer.
 */
export interface CampaignConfiguration {
templates: {
id: number
title: string
}[]
fromEmails: string[]
}
