/* Generated from schemas/components/mailCampaignDetails/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Campaign details (spec 3); the id comes from the config or the campaignId query.
 */
export interface MailCampaignDetailsConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The campaign shown; without it the campaignId of the address, else a choice of the survey's campaigns.
 */
campaignId?: number
}
