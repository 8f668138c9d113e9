/**
 * POST vuejs/sampleeditor/{survey}/{config}/{sampleId}: the editor's save, in the caller's one transaction. A state
 * change follows the rule of the action that leads to its state (core/sample/rules.ts STATE_CHANGE_ACTION, the same
 * rules as the sample page and the sample-state machine); otherwise it is an update. The answers are validated
 * again and nothing is written when any message comes back. A comment is stored only when non-blank after trimming.
 */
import { STATE_CHANGE_ACTION, type SampleAction } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import { Invalid } from '../errors';
import { applySampleAction, type SampleActionDeps } from './details-update';
import { storeSampleComment } from './comments';
import { assertEditorEnabled, assertEditorOpening, editorData, savedSampleButtons, type EditorOpening } from './editor';
import { loadSampleRow } from './details';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen';

function actionOf(body: SampleEditorUpdate): SampleAction {
  if (!body.stateChange) return 'update';
  if (body.toState === undefined) throw new Invalid('missing_to_state', 'A state change needs toState, the state to change the sample to.');
  const action = STATE_CHANGE_ACTION[body.toState];
  if (!action) {
    const allowed = Object.keys(STATE_CHANGE_ACTION).join(', ');
    throw new Invalid('unknown_state_change', `A sample cannot be changed to state ${body.toState} in the editor; the states it can be set to are ${allowed}.`);
  }
  return action;
}

export async function saveSampleEditor(ctx: AnalyticsContext, deps: SampleActionDeps, config: string, sampleId: number, body: SampleEditorUpdate, opening: EditorOpening = {}): Promise<SampleEditorData> {
  assertEditorEnabled(ctx, config);
  if (opening.x !== undefined || opening.source !== undefined) assertEditorOpening(ctx, config, await loadSampleRow(ctx, sampleId), opening);
  const sample = await applySampleAction(ctx, deps, sampleId, actionOf(body), body.answers);
  if (body.comment !== undefined && body.comment.trim() !== '') await storeSampleComment(ctx, sampleId, body.comment);
  return editorData(ctx, config, sample, await savedSampleButtons(ctx, config, sampleId));
}
