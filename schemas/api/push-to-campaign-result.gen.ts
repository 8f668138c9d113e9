/* Generated from schemas/api/push-to-campaign-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignResult } from './campaign-result.gen.ts';

/**
 * What pushtocampaign answers: each campaign with affected 1 when the sample was added, 0 when it was in it already.
 */
export interface PushToCampaignResult {
campaigns: CampaignResult[]
}
