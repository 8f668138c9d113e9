import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import { validateSample } from '../../../api/samples.ts';
import { editorUpdate, saveSampleEditor, sampleEditorQuery } from '../../../api/sampleEditor.ts';
import type { QuestionIdToMessages, SampleEntity } from '../../../../core/sample/rules.ts';
import type { ActionRequest } from '../../../../machines/sample-state.machine.ts';

/**
 * The sample-state machine's side effects for the editor dialog: the sample comes with the editor data (kept in the
 * query cache, where the dialog reads its components), validation is the sample's validate call, and the save is the
 * editor's POST, flagged as a state change for the actions a state button runs.
 */
export function editorActors(api: ApiClient, queryClient: QueryClient, config: string) {
  const key = (input: { surveyExtName: string; sampleId: number }) => sampleEditorQuery(api, input.surveyExtName, config, input.sampleId);
  return {
    loadSample: fromPromise<SampleEntity, { surveyExtName: string; sampleId: number }>(async ({ input }) => (await queryClient.fetchQuery(key(input))).sample),
    validateOnServer: fromPromise<{ questionIdToMessages: QuestionIdToMessages }, ActionRequest>(({ input }) => validateSample(api, input)),
    saveSample: fromPromise<SampleEntity, ActionRequest>(async ({ input }) => {
      const state = queryClient.getQueryData(key(input).queryKey)?.state ?? 0;
      const data = await saveSampleEditor(api, input.surveyExtName, config, input.sampleId, editorUpdate(input, state));
      queryClient.setQueryData(key(input).queryKey, data);
      // The list and the counts that show this sample are out of date now.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sample-editor' });
      return data.sample;
    }),
    deleteSample: fromPromise<unknown, { surveyExtName: string; sampleId: number }>(async () => {
      throw new Error('The sample editor does not delete samples.');
    }),
  };
}
