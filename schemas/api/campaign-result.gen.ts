/* Generated from schemas/api/campaign-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignStatus } from './campaign-details.gen.ts';

/**
 * What a campaign command answers (start, stop, pause, resume, delete, sendmail, DELETE trackings, deleteduplicates, startcampaignnow, name): the campaign's id, state and title, and how many tracking rows the command touched.
 */
export interface CampaignResult {
id: number
title: string
state: CampaignStatus
affected: number
}
