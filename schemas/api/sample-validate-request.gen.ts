/* Generated from schemas/api/sample-validate-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleAnswers } from './sample-answers.gen.ts';

/**
 * POST vuejs/sample/validate: the answers to check for the action in the path.
 */
export interface SampleValidateRequest {
answers: SampleAnswers
}
