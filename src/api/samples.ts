import { queryOptions } from '@tanstack/react-query';
import type { QuestionIdToMessages, SampleEntity } from '../../core/sample/rules.ts';
import type { ActionRequest } from '../../machines/sample-state.machine.ts';
import type { SampleUpdateRequest } from '../../schemas/api/sample-update-request.gen.ts';
import type { SampleValidateRequest } from '../../schemas/api/sample-validate-request.gen.ts';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

/** The sample: GET vuejs/sample/details/{survey}/{sampleId}. */
export function sampleDetailsQuery(api: ApiClient, surveyExtName: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-details', surveyExtName, sampleId],
    queryFn: ({ signal }) => api.get<SampleEntity>(callPath('vuejs/sample/details', surveyExtName, sampleId), { signal }),
    // The machine owns the form: a refetch in the background must not replace what the user is typing.
    staleTime: 0,
  });
}

/** POST vuejs/sample/validate/{survey}/{sampleId}/{action}: the server's messages per question. */
export function validateSample(api: ApiClient, input: ActionRequest): Promise<{ questionIdToMessages: QuestionIdToMessages }> {
  return api.post(callPath('vuejs/sample/validate', input.surveyExtName, input.sampleId, input.action), { answers: input.answers } satisfies SampleValidateRequest);
}

/** POST vuejs/sample/details/{survey}/{sampleId}: answers the sample as saved. */
export function saveSample(api: ApiClient, input: ActionRequest): Promise<SampleEntity> {
  return api.post<SampleEntity>(callPath('vuejs/sample/details', input.surveyExtName, input.sampleId), { action: input.action, answers: input.answers } satisfies SampleUpdateRequest);
}

/** GET vuejs/sample/delete/{survey}/{sampleId}. */
export function deleteSample(api: ApiClient, surveyExtName: string, sampleId: number): Promise<unknown> {
  return api.get(callPath('vuejs/sample/delete', surveyExtName, sampleId));
}
