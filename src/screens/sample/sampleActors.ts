import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { deleteSample, sampleDetailsQuery, saveSample, validateSample } from '../../api/samples.ts';
import { freshAfterOpening } from '../../routing/loaders.ts';
import type { QuestionIdToMessages, SampleEntity } from '../../../core/sample/rules.ts';
import type { ActionRequest } from '../../../machines/sample-state.machine.ts';

/** The machine's side effects, as the app runs them: the calls through the API client, the answers kept in the query cache. */
export function sampleActors(api: ApiClient, queryClient: QueryClient) {
  const load = freshAfterOpening(queryClient);
  return {
    loadSample: fromPromise<SampleEntity, { surveyExtName: string; sampleId: number }>(({ input }) =>
      load(sampleDetailsQuery(api, input.surveyExtName, input.sampleId)),
    ),
    validateOnServer: fromPromise<{ questionIdToMessages: QuestionIdToMessages }, ActionRequest>(({ input }) => validateSample(api, input)),
    saveSample: fromPromise<SampleEntity, ActionRequest>(async ({ input }) => {
      const sample = await saveSample(api, input);
      queryClient.setQueryData(sampleDetailsQuery(api, input.surveyExtName, input.sampleId).queryKey, sample);
      // Lists and counts that show this sample's state are out of date now.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sample-details' });
      return sample;
    }),
    deleteSample: fromPromise<unknown, { surveyExtName: string; sampleId: number }>(async ({ input }) => {
      const answer = await deleteSample(api, input.surveyExtName, input.sampleId);
      queryClient.removeQueries({ queryKey: sampleDetailsQuery(api, input.surveyExtName, input.sampleId).queryKey });
      void queryClient.invalidateQueries();
      return answer;
    }),
  };
}
