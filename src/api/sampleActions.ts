import { queryOptions } from '@tanstack/react-query';
import type { CopyActionData } from '../../schemas/api/copy-action-data.gen.ts';
import type { CopyActionRequest } from '../../schemas/api/copy-action-request.gen.ts';
import type { CopyActionResult } from '../../schemas/api/copy-action-result.gen.ts';
import type { SampleCreateQuery } from '../../schemas/api/params/sample-create-query.gen.ts';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen.ts';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen.ts';
import type { SampleMailActions, SampleMailActionChoice } from '../../schemas/api/sample-mail-actions.gen.ts';
import type { SampleMailExample } from '../../schemas/api/sample-mail-example.gen.ts';
import type { SampleMailExecuteRequest } from '../../schemas/api/sample-mail-execute-request.gen.ts';
import type { SampleMailExecuteResult } from '../../schemas/api/sample-mail-execute-result.gen.ts';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

export type { CopyActionData, SampleMailActionChoice, SampleMailExecuteResult };

/** Where a create action puts the new sample: its sample table configuration and unit path. */
export interface CreatePlace {
  surveyExtName: string;
  config: string;
  action: string;
  unit: string;
}

const createQuery = (p: CreatePlace) => ({ config: p.config, unit: p.unit }) satisfies SampleCreateQuery;

/** GET vuejs/sampleactions/create/{survey}/{action}?config&unit: the editor on a new sample. */
export function createSampleQuery(api: ApiClient, p: CreatePlace) {
  // Keyed like the editor's own query (sampleEditorQuery), so the dialog reads either the same way.
  const queryKey: (string | number)[] = ['sample-create', p.surveyExtName, p.config, p.action, p.unit];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<SampleEditorData>(callPath('vuejs/sampleactions/create', p.surveyExtName, p.action), { signal, query: createQuery(p) }),
    staleTime: 0,
  });
}

/** POST vuejs/sampleactions/create/{survey}/{action}?config&unit: creates the sample; answers the editor on it. */
export function createSample(api: ApiClient, p: CreatePlace, body: SampleEditorUpdate): Promise<SampleEditorData> {
  return api.request<SampleEditorData>('POST', callPath('vuejs/sampleactions/create', p.surveyExtName, p.action), { query: createQuery(p), body });
}

/** GET vuejs/sampleactions/copyaction/{survey}/{config}/{action}/{sampleId}: the copy dialog's data. */
export function copyActionQuery(api: ApiClient, surveyExtName: string, config: string, action: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-copy', surveyExtName, config, action, sampleId],
    queryFn: ({ signal }) => api.get<CopyActionData>(callPath('vuejs/sampleactions/copyaction', surveyExtName, config, action, sampleId), { signal }),
  });
}

/** POST vuejs/sampleactions/executecopyaction/{survey}/{config}/{action}/{sampleId}. */
export function executeCopyAction(api: ApiClient, surveyExtName: string, config: string, action: string, sampleId: number, body: CopyActionRequest): Promise<CopyActionResult> {
  return api.post<CopyActionResult>(callPath('vuejs/sampleactions/executecopyaction', surveyExtName, config, action, sampleId), body);
}

/** GET vuejs/sampleactions/mailaction/{survey}/{config}: the list's mail actions that can send. */
export function sampleMailActionsQuery(api: ApiClient, surveyExtName: string, config: string) {
  return queryOptions({
    queryKey: ['sample-mail-actions', surveyExtName, config],
    queryFn: ({ signal }) => api.get<SampleMailActions>(callPath('vuejs/sampleactions/mailaction', surveyExtName, config), { signal }),
  });
}

/** GET vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}: the mail as that sample's contact would get it. */
export function sampleMailExampleQuery(api: ApiClient, surveyExtName: string, config: string, action: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-mail-example', surveyExtName, config, action, sampleId],
    queryFn: ({ signal }) => api.get<SampleMailExample>(callPath('vuejs/sampleactions/templateexample', surveyExtName, config, action, sampleId), { signal }),
  });
}

/** POST vuejs/sampleactions/executemailaction/{survey}/{config}/{action}: the mail to the selected samples. */
export function executeMailAction(api: ApiClient, surveyExtName: string, config: string, action: string, sampleIds: number[]): Promise<SampleMailExecuteResult> {
  return api.post<SampleMailExecuteResult>(callPath('vuejs/sampleactions/executemailaction', surveyExtName, config, action), { sampleIds } satisfies SampleMailExecuteRequest);
}
