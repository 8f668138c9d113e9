/* Generated from schemas/api/sample-mail-actions.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleMailActionRequest } from './sample-mail-action-request.gen.ts';

/**
 * GET vuejs/sampleactions/mailaction/{survey}/{config}: the sample list's mail actions the caller can use there: those with an e-mail template of the universe, when the survey allows e-mail campaigns. Each sends its template through the survey's PULL_SINGLE campaign of its campaignName.
 */
export interface SampleMailActions {
actions: SampleMailActionChoice[]
}
export interface SampleMailActionChoice {
extname: string
/**
 * In the caller's language.
 */
title: string
templateName: string
/**
 * The mail-action payload (spec 2 section 3) this action sends.
 */
mailAction: SampleMailActionRequest
}
