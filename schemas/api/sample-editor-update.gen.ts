/* Generated from schemas/api/sample-editor-update.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleAnswers } from './sample-answers.gen.ts';

/**
 * POST vuejs/sampleeditor/{survey}/{config}/{sampleId}: the answers of the editable questions keyed by questionId, flagged as a state change (with the state a state button sets) when it is one, and a comment stored with the save when it is non-blank after trimming.
 */
export interface SampleEditorUpdate {
answers: SampleAnswers
stateChange: boolean
/**
 * Required when stateChange: 2 approved, 3 unapproved, 4 cancelled.
 */
toState?: number
comment?: string
}
