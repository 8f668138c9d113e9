/**
 * The sample editor's calls (spec 2 section 7):
 * - GET  vuejs/sampleeditor/{survey}/{config}/{sampleId}[/{x}][?source]: the editor data (x: the drill path it was
 *   opened at, which the sample must lie under; source: the event source, one of the sample table's);
 * - POST vuejs/sampleeditor/{survey}/{config}/{sampleId} {answers, stateChange, toState?, comment?}: saves (one
 *   transaction), answers the new editor data;
 * - GET and POST vuejs/sampleeditor/comments/{survey}/{sampleId}: the comments panel;
 * - GET vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename: one table panel;
 * - GET vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}?address: the invitation again (GET as the spec has it);
 * - GET vuejs/sampleeditor/mailtrackingdata/{survey}/{sampleId}?related: the mails panel;
 * - POST vuejs/sampleeditor/mailaction/{survey}/{sampleId} and pushtocampaign/{survey}/{sampleId}: tracking rows written in
 *   the transaction, the engine's sending queued after the commit.
 * Each checks the session's universe, the survey and the caller's unit scope; row-level security is the second wall.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { sampleEditorData, type EditorOpening } from '../samples/editor';
import type { SampleEditorAtParams } from '../../schemas/api/params/sample-editor-at-params.gen';
import type { SampleEditorQuery } from '../../schemas/api/params/sample-editor-query.gen';
import { saveSampleEditor } from '../samples/editor-update';
import { addSampleComment, sampleComments } from '../samples/comments';
import { resendInvitation } from '../samples/resend';
import { sampleTablePanel } from '../samples/table-panel';
import type { SampleTablePanel } from '../../schemas/api/sample-table-panel.gen';
import type { SampleTablePanelQuery } from '../../schemas/api/params/sample-table-panel-query.gen';
import type { SampleResent } from '../../schemas/api/sample-resent.gen';
import type { SampleResendParams } from '../../schemas/api/params/sample-resend-params.gen';
import type { SampleResendQuery } from '../../schemas/api/params/sample-resend-query.gen';
import { errors } from './error-responses';
import { queueSending, sendJobOf } from '../campaigns/engine';
import { sampleMailTracking } from '../samples/mail-tracking';
import { pushToCampaigns, sampleMailAction } from '../samples/campaign-actions';
import type { SampleMailTracking } from '../../schemas/api/sample-mail-tracking.gen';
import type { SampleMailTrackingQuery } from '../../schemas/api/params/sample-mail-tracking-query.gen';
import type { SampleMailActionRequest } from '../../schemas/api/sample-mail-action-request.gen';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';
import type { PushToCampaignRequest } from '../../schemas/api/push-to-campaign-request.gen';
import type { PushToCampaignResult } from '../../schemas/api/push-to-campaign-result.gen';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen';
import type { SampleCommentList } from '../../schemas/api/sample-comment-list.gen';
import type { SampleCommentRequest } from '../../schemas/api/sample-comment-request.gen';
import type { SampleEditorParams } from '../../schemas/api/params/sample-editor-params.gen';
import type { SampleParams } from '../../schemas/api/params/sample-params.gen';

const openingOf = (params: SampleEditorParams | SampleEditorAtParams, query: SampleEditorQuery): EditorOpening => ({
  ...('x' in params ? { x: params.x } : {}),
  ...(query.source !== undefined ? { source: query.source } : {}),
});

// 409: the state change is not possible in the sample's current state.
const editorErrors = { ...errors, 409: { $ref: 'ApiError#' } };

export async function sampleEditorRoutes(app: FastifyInstance, ctx: AppContext) {
  // The editor call, also at a drill position (/{x}) and with ?source: one handler each for GET and POST.
  for (const [url, params] of [
    ['/vuejs/sampleeditor/:survey/:config/:sampleId', 'SampleEditorParams#'],
    ['/vuejs/sampleeditor/:survey/:config/:sampleId/:x', 'SampleEditorAtParams#'],
  ] as const) {
    app.get<{ Params: SampleEditorAtParams | SampleEditorParams; Querystring: SampleEditorQuery; Reply: SampleEditorData }>(
      url,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: 'The sample editor data: state, header components and components by type (the sample table configuration must enable the editor; at {x}, the sample must lie under that drill path; ?source one of its event sources)',
          tags: ['sample'],
          params: { $ref: params },
          querystring: { $ref: 'SampleEditorQuery#' },
          response: { 200: { $ref: 'SampleEditorData#' }, ...editorErrors },
        },
      },
      (request) =>
        withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) =>
          sampleEditorData(a, request.params.config, request.params.sampleId, openingOf(request.params, request.query)),
        ),
    );

    app.post<{ Params: SampleEditorAtParams | SampleEditorParams; Querystring: SampleEditorQuery; Body: SampleEditorUpdate; Reply: SampleEditorData }>(
      url,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: 'Saves the editor: an update, or a state change (stateChange with toState) under the sample-state rules; validated again, logged, a non-blank comment stored, one transaction',
          tags: ['sample'],
          params: { $ref: params },
          querystring: { $ref: 'SampleEditorQuery#' },
          body: { $ref: 'SampleEditorUpdate#' },
          response: { 200: { $ref: 'SampleEditorData#' }, ...editorErrors },
        },
      },
      (request) =>
        withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) =>
          saveSampleEditor(a, { mailer: ctx.mailer, sms: ctx.sms, userId: a.userId }, request.params.config, request.params.sampleId, request.body, openingOf(request.params, request.query)),
        ),
    );
  }

  app.get<{ Params: SampleParams; Reply: SampleCommentList }>(
    '/vuejs/sampleeditor/comments/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "The sample's comments, newest first",
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        response: { 200: { $ref: 'SampleCommentList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleComments(a, request.params.sampleId)),
  );

  app.post<{ Params: SampleParams; Body: SampleCommentRequest; Reply: SampleCommentList }>(
    '/vuejs/sampleeditor/comments/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Adds a comment to the sample (refused when blank after trimming); answers the comments',
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        body: { $ref: 'SampleCommentRequest#' },
        response: { 200: { $ref: 'SampleCommentList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => addSampleComment(a, request.params.sampleId, request.body.text)),
  );

  app.get<{ Params: SampleResendParams; Querystring: SampleResendQuery; Reply: SampleResent }>(
    '/vuejs/sampleeditor/resend/:survey/:sampleId/:channel',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Resends the invitation by e-mail or SMS to the address given: validated first (the form and the address), the corrected address stored and logged, sent in the same transaction',
        tags: ['sample'],
        params: { $ref: 'SampleResendParams#' },
        querystring: { $ref: 'SampleResendQuery#' },
        response: { 200: { $ref: 'SampleResent#' }, ...editorErrors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) =>
        resendInvitation(a, { mailer: ctx.mailer, sms: ctx.sms, userId: a.userId }, request.params.sampleId, request.params.channel, request.query.address),
      ),
  );

  app.get<{ Params: SampleParams; Querystring: SampleTablePanelQuery; Reply: SampleTablePanel }>(
    '/vuejs/sampleeditor/tablepaneldata/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "One table panel of the sample (title, columns, rows), by the table group's name in the survey's sampleView",
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        querystring: { $ref: 'SampleTablePanelQuery#' },
        response: { 200: { $ref: 'SampleTablePanel#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleTablePanel(a, request.params.sampleId, request.query.tablename)),
  );

  app.get<{ Params: SampleParams; Querystring: SampleMailTrackingQuery; Reply: SampleMailTracking }>(
    '/vuejs/sampleeditor/mailtrackingdata/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "The mails panel: the sample's campaign messages (date, campaign, state, views, clicks, recording) and their stats; ?related=true adds the same address's other samples",
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        querystring: { $ref: 'SampleMailTrackingQuery#' },
        response: { 200: { $ref: 'SampleMailTracking#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleMailTracking(a, request.params.sampleId, request.query.related)),
  );

  app.post<{ Params: SampleParams; Body: SampleMailActionRequest; Reply: CampaignResult }>(
    '/vuejs/sampleeditor/mailaction/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "Sends the e-mail template to the sample's contact through the survey's PULL_SINGLE campaign of that name (made on first use); strictFiltering refuses a second message (409)",
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        body: { $ref: 'SampleMailActionRequest#' },
        response: { 200: { $ref: 'CampaignResult#' }, ...editorErrors },
      },
    },
    async (request) => {
      const { result, job } = await withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, async (a) => {
        const done = await sampleMailAction(a, request.params.sampleId, request.body);
        return { result: done, job: done.state === 'STARTED' ? await sendJobOf(a, done.id) : null };
      });
      if (job) await queueSending(ctx.jobs, job);
      return result;
    },
  );

  app.post<{ Params: SampleParams; Body: PushToCampaignRequest; Reply: PushToCampaignResult }>(
    '/vuejs/sampleeditor/pushtocampaign/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Adds the sample to the push campaigns given (open ones only, all or none); a campaign that has it already is left as it is',
        tags: ['sample'],
        params: { $ref: 'SampleParams#' },
        body: { $ref: 'PushToCampaignRequest#' },
        response: { 200: { $ref: 'PushToCampaignResult#' }, ...editorErrors },
      },
    },
    async (request) => {
      const { result, sends } = await withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, async (a) => {
        const done = await pushToCampaigns(a, request.params.sampleId, request.body.campaigns);
        const due = done.campaigns.filter((c) => c.affected > 0 && c.state === 'STARTED');
        const jobs = [];
        for (const c of due) jobs.push(await sendJobOf(a, c.id));
        return { result: done, sends: jobs };
      });
      for (const job of sends) await queueSending(ctx.jobs, job);
      return result;
    },
  );
}
