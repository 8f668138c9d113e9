import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { validateSample } from '../../../api/samples.ts';
import { editorUpdate, resendInvitation, saveSampleEditor, sampleEditorQuery, type SampleEditorData } from '../../../api/sampleEditor.ts';
import { createSample, createSampleQuery, type CreatePlace } from '../../../api/sampleActions.ts';
import type { QuestionIdToMessages, SampleEntity } from '../../../../core/sample/rules.ts';
import type { ActionRequest } from '../../../../machines/sample-state.machine.ts';

/** What the editor is open on: a sample of the list, or a new sample a create action makes. */
export type EditorTarget = { kind: 'sample'; config: string } | { kind: 'create'; place: CreatePlace };

/** The query the editor's data lives in: the dialog reads its components there. */
export function editorQuery(api: ApiClient, target: EditorTarget, surveyExtName: string, sampleId: number) {
  return target.kind === 'create' ? createSampleQuery(api, target.place) : sampleEditorQuery(api, surveyExtName, target.config, sampleId);
}

/**
 * The sample-state machine's side effects for the editor dialog: the sample comes with the editor data (kept in the
 * query cache, where the dialog reads its components), validation is the sample's validate call, and the save is the
 * editor's POST, flagged as a state change for the actions a state button runs; a resend goes to the editor's resend
 * call with the address the form shows. A new sample has no id to validate against yet: its create call validates.
 */
export function editorActors(api: ApiClient, queryClient: QueryClient, target: EditorTarget, onResent?: (to: string) => void) {
  const key = (input: { surveyExtName: string; sampleId: number }) => editorQuery(api, target, input.surveyExtName, input.sampleId);
  const saved = (input: ActionRequest, data: SampleEditorData) => {
    queryClient.setQueryData(key(input).queryKey, data);
    // The list and the counts that show this sample are out of date now.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sample-editor' && q.queryKey[0] !== 'sample-create' });
    return data.sample;
  };
  return {
    loadSample: fromPromise<SampleEntity, { surveyExtName: string; sampleId: number }>(async ({ input }) => (await queryClient.fetchQuery(key(input))).sample),
    validateOnServer: fromPromise<{ questionIdToMessages: QuestionIdToMessages }, ActionRequest>(async ({ input }) =>
      target.kind === 'create' ? { questionIdToMessages: {} } : validateSample(api, input),
    ),
    saveSample: fromPromise<SampleEntity, ActionRequest>(async ({ input }) => {
      const current = queryClient.getQueryData(key(input).queryKey);
      if (target.kind === 'create') return saved(input, await createSample(api, target.place, editorUpdate(input, current?.state ?? 1)));
      if (input.action === 'resendEmail' || input.action === 'resendSms') {
        const field = input.action === 'resendEmail' ? current?.sample.emailQuestionId : current?.sample.smsQuestionId;
        const address = field ? input.answers[field] : null;
        const sent = await resendInvitation(api, input.surveyExtName, input.sampleId, input.action === 'resendEmail' ? 'email' : 'sms', typeof address === 'string' ? address : '');
        onResent?.(sent.to);
        if (current) saved(input, { ...current, state: sent.sample.state, sample: sent.sample });
        return sent.sample;
      }
      return saved(input, await saveSampleEditor(api, input.surveyExtName, target.config, input.sampleId, editorUpdate(input, current?.state ?? 0)));
    }),
    deleteSample: fromPromise<unknown, { surveyExtName: string; sampleId: number }>(async () => {
      throw new Error('The sample editor does not delete samples.');
    }),
  };
}
