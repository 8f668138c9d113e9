import { queryOptions } from '@tanstack/react-query';
import { targetState } from '../../core/sample/rules.ts';
import type { ActionRequest } from '../../machines/sample-state.machine.ts';
import type { SampleCommentList } from '../../schemas/api/sample-comment-list.gen.ts';
import type { SampleCommentRequest } from '../../schemas/api/sample-comment-request.gen.ts';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen.ts';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen.ts';
import type { SampleResent } from '../../schemas/api/sample-resent.gen.ts';
import type { SampleResendParams } from '../../schemas/api/params/sample-resend-params.gen.ts';
import type { SampleResendQuery } from '../../schemas/api/params/sample-resend-query.gen.ts';
import type { SampleTablePanel } from '../../schemas/api/sample-table-panel.gen.ts';
import type { SampleTablePanelQuery } from '../../schemas/api/params/sample-table-panel-query.gen.ts';
import type { SampleMailTrackingQuery } from '../../schemas/api/params/sample-mail-tracking-query.gen.ts';
import type { SampleMailTracking } from '../../schemas/api/sample-mail-tracking.gen.ts';
import type { PushToCampaignRequest } from '../../schemas/api/push-to-campaign-request.gen.ts';
import type { PushToCampaignResult } from '../../schemas/api/push-to-campaign-result.gen.ts';
import type { SampleMailActionRequest } from '../../schemas/api/sample-mail-action-request.gen.ts';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen.ts';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

export type { SampleEditorData };

/** The editor data: GET vuejs/sampleeditor/{survey}/{config}/{sampleId}. */
export function sampleEditorQuery(api: ApiClient, surveyExtName: string, config: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-editor', surveyExtName, config, sampleId],
    queryFn: ({ signal }) => api.get<SampleEditorData>(callPath('vuejs/sampleeditor', surveyExtName, config, sampleId), { signal }),
    // The machine owns the form: a refetch in the background must not replace what the user is typing.
    staleTime: 0,
  });
}

/** The editor's body for a machine action: an update, or a state change flagged with the state its action leads to. */
export function editorUpdate(input: Pick<ActionRequest, 'action' | 'answers'>, state: number): SampleEditorUpdate {
  if (input.action === 'update') return { answers: input.answers, stateChange: false };
  return { answers: input.answers, stateChange: true, toState: targetState(input.action, state) };
}

/** POST vuejs/sampleeditor/{survey}/{config}/{sampleId}: answers the editor data as saved. */
export function saveSampleEditor(api: ApiClient, surveyExtName: string, config: string, sampleId: number, body: SampleEditorUpdate): Promise<SampleEditorData> {
  return api.post<SampleEditorData>(callPath('vuejs/sampleeditor', surveyExtName, config, sampleId), body);
}

/** The comments panel: GET vuejs/sampleeditor/comments/{survey}/{sampleId}. */
export function sampleCommentsQuery(api: ApiClient, surveyExtName: string, sampleId: number) {
  return queryOptions({
    queryKey: ['sample-comments', surveyExtName, sampleId],
    queryFn: ({ signal }) => api.get<SampleCommentList>(callPath('vuejs/sampleeditor/comments', surveyExtName, sampleId), { signal }),
  });
}

/** POST vuejs/sampleeditor/comments/{survey}/{sampleId}: answers the comments with the new one. */
export function addSampleComment(api: ApiClient, surveyExtName: string, sampleId: number, text: string): Promise<SampleCommentList> {
  return api.post<SampleCommentList>(callPath('vuejs/sampleeditor/comments', surveyExtName, sampleId), { text } satisfies SampleCommentRequest);
}

/** GET vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}?address: the invitation again, to the address shown. */
export function resendInvitation(api: ApiClient, surveyExtName: string, sampleId: number, channel: SampleResendParams['channel'], address: string): Promise<SampleResent> {
  return api.get<SampleResent>(callPath('vuejs/sampleeditor/resend', surveyExtName, sampleId, channel), { query: { address } satisfies SampleResendQuery });
}

/** One table panel: GET vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename. */
export function sampleTablePanelQuery(api: ApiClient, surveyExtName: string, sampleId: number, tablename: string) {
  return queryOptions({
    queryKey: ['sample-table-panel', surveyExtName, sampleId, tablename],
    queryFn: ({ signal }) => api.get<SampleTablePanel>(callPath('vuejs/sampleeditor/tablepaneldata', surveyExtName, sampleId), { signal, query: { tablename } satisfies SampleTablePanelQuery }),
  });
}

/** The mails panel: GET vuejs/sampleeditor/mailtrackingdata/{survey}/{sampleId}?related. */
export function sampleMailTrackingQuery(api: ApiClient, surveyExtName: string, sampleId: number, related = false) {
  return queryOptions({
    queryKey: ['sample-mail-tracking', surveyExtName, sampleId, related],
    queryFn: ({ signal }) =>
      api.get<SampleMailTracking>(callPath('vuejs/sampleeditor/mailtrackingdata', surveyExtName, sampleId), { signal, query: { related } satisfies SampleMailTrackingQuery }),
  });
}

/** The path of a call recording (audio/mpeg): vuejs/mailcampaign/callrecording/{survey}/{campaignId}/{trackingId}. */
export function callRecordingPath(surveyExtName: string, campaignId: number, trackingId: number): string {
  return callPath('vuejs/mailcampaign/callrecording', surveyExtName, campaignId, trackingId);
}

/** POST vuejs/sampleeditor/pushtocampaign/{survey}/{sampleId}: the sample into the push campaigns chosen. */
export function pushToCampaigns(api: ApiClient, surveyExtName: string, sampleId: number, campaigns: number[]): Promise<PushToCampaignResult> {
  return api.post<PushToCampaignResult>(callPath('vuejs/sampleeditor/pushtocampaign', surveyExtName, sampleId), { campaigns } satisfies PushToCampaignRequest);
}

/** POST vuejs/sampleeditor/mailaction/{survey}/{sampleId}: the mail-action button's template to the sample's contact. */
export function sendSampleMailAction(api: ApiClient, surveyExtName: string, sampleId: number, body: SampleMailActionRequest): Promise<CampaignResult> {
  return api.post<CampaignResult>(callPath('vuejs/sampleeditor/mailaction', surveyExtName, sampleId), body);
}
