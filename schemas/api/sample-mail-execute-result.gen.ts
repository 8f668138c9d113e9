/* Generated from schemas/api/sample-mail-execute-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignResult } from './campaign-result.gen.ts';
import type { SampleMailSkipReason } from './sample-mail-skip-reason.gen.ts';

/**
 * What executemailaction did: the PULL_SINGLE campaign the mails go through (sent by the campaign engine after the answer), how many samples it queued, and the samples left out with the reason.
 */
export interface SampleMailExecuteResult {
campaign: CampaignResult
queued: number
skipped: SampleMailSkipped[]
}
export interface SampleMailSkipped {
sampleId: number
reason: SampleMailSkipReason
}
