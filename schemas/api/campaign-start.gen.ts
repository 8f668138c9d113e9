/* Generated from schemas/api/campaign-start.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignSendingType, CampaignType, ScheduleParams, SchedulePeriod } from './campaign-details.gen.ts';

/**
 * POST vuejs/mailcampaign/startcampaignnow/{survey}/{mailAction}/{path}: the wizard's campaign form, which creates the campaign and starts it (or schedules it).
 */
export interface CampaignStart {
campaignName: string
campaignExtName?: string
sendingType: CampaignSendingType
templateId: number
fromName?: string
fromEmail?: string
selectedVoice?: (string | null)
selectedLocale?: (string | null)
scheduledStartDateTime?: (string | null)
scheduledPeriod?: (SchedulePeriod | null)
campaignType: CampaignType
bcc?: string
replyTo?: string
fixedRecipient?: string
scheduleParams?: ScheduleParams
}
