/* Generated from schemas/api/sample-update-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleAnswers } from './sample-answers.gen.ts';

/**
 * POST vuejs/sample/details: the action and the answers of the editable questions, keyed by questionId.
 */
export interface SampleUpdateRequest {
action: ("approve" | "cancel" | "unapprove" | "update" | "resendEmail" | "resendSms")
answers: SampleAnswers
}
