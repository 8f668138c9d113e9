import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { QuestionIdToMessages, SampleEntity } from '../../../core/sample/rules.ts';
import type { ActionRequest } from '../../../machines/sample-state.machine.ts';

const seg = encodeURIComponent;

/** The sample: GET vuejs/sample/details/{survey}/{sampleId}. */
export function sampleDetailsQuery(api: ApiClient, surveyExtName: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-details', surveyExtName, sampleId],
    queryFn: ({ signal }) => api.get<SampleEntity>(`vuejs/sample/details/${seg(surveyExtName)}/${sampleId}`, { signal }),
    // The machine owns the form: a refetch in the background must not replace what the user is typing.
    staleTime: 0,
  });
}

/** The machine's side effects, as the app runs them: the calls through the API client, the answers kept in the query cache. */
export function sampleActors(api: ApiClient, queryClient: QueryClient) {
  return {
    loadSample: fromPromise<SampleEntity, { surveyExtName: string; sampleId: number }>(({ input }) =>
      queryClient.fetchQuery(sampleDetailsQuery(api, input.surveyExtName, input.sampleId)),
    ),
    validateOnServer: fromPromise<{ questionIdToMessages: QuestionIdToMessages }, ActionRequest>(({ input }) =>
      api.post(`vuejs/sample/validate/${seg(input.surveyExtName)}/${input.sampleId}/${input.action}`, { answers: input.answers }),
    ),
    saveSample: fromPromise<SampleEntity, ActionRequest>(async ({ input }) => {
      const sample = await api.post<SampleEntity>(`vuejs/sample/details/${seg(input.surveyExtName)}/${input.sampleId}`, { action: input.action, answers: input.answers });
      queryClient.setQueryData(sampleDetailsQuery(api, input.surveyExtName, input.sampleId).queryKey, sample);
      // Lists and counts that show this sample's state are out of date now.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sample-details' });
      return sample;
    }),
    deleteSample: fromPromise<unknown, { surveyExtName: string; sampleId: number }>(async ({ input }) => {
      const answer = await api.get(`vuejs/sample/delete/${seg(input.surveyExtName)}/${input.sampleId}`);
      queryClient.removeQueries({ queryKey: sampleDetailsQuery(api, input.surveyExtName, input.sampleId).queryKey });
      void queryClient.invalidateQueries();
      return answer;
    }),
  };
}
