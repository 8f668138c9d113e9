/**
 * The sample list's actions (spec 2 section 7, vuejs/sampleactions/*):
 * - GET  create/{survey}/{action}?config&unit: the editor on a new sample; POST the same path creates it;
 * - GET  copyaction/{survey}/{config}/{action}/{sampleId}: the copy dialog's data;
 * - POST executecopyaction/{survey}/{config}/{action}/{sampleId} {eventdate, comments?}: the copy.
 * - GET  mailaction/{survey}/{config}: the configuration's mail actions that can send (an e-mail template of the universe);
 * - GET  templateexample/{survey}/{config}/{action}/{sampleId}: the action's mail rendered for one sample (the preview);
 * - POST executemailaction/{survey}/{config}/{action} {sampleIds}: the mail to those samples' contacts through the
 *   survey's PULL_SINGLE campaign, tracking rows written in the transaction, the engine's sending queued after the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { createSample, createSampleEditor } from '../samples/create-action';
import { copyActionData, executeCopyAction } from '../samples/copy-action';
import { errors } from './error-responses';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen';
import type { CopyActionData } from '../../schemas/api/copy-action-data.gen';
import type { CopyActionRequest } from '../../schemas/api/copy-action-request.gen';
import type { CopyActionResult } from '../../schemas/api/copy-action-result.gen';
import type { SampleCreateParams } from '../../schemas/api/params/sample-create-params.gen';
import type { SampleCreateQuery } from '../../schemas/api/params/sample-create-query.gen';
import type { SampleCopyParams } from '../../schemas/api/params/sample-copy-params.gen';
import { executeSampleMailAction, sampleMailActions, sampleMailExample } from '../samples/mail-actions';
import { queueSending, sendJobOf } from '../campaigns/engine';
import type { SampleMailActions } from '../../schemas/api/sample-mail-actions.gen';
import type { SampleMailExample } from '../../schemas/api/sample-mail-example.gen';
import type { SampleMailExecuteRequest } from '../../schemas/api/sample-mail-execute-request.gen';
import type { SampleMailExecuteResult } from '../../schemas/api/sample-mail-execute-result.gen';
import type { SampleMailActionsParams } from '../../schemas/api/params/sample-mail-actions-params.gen';
import type { SampleMailExampleParams } from '../../schemas/api/params/sample-mail-example-params.gen';
import type { SampleMailExecuteParams } from '../../schemas/api/params/sample-mail-execute-params.gen';

const tags = ['sample'];
const access = { access: { role: 'signedIn', scope: 'unit' } } as const;

export async function sampleActionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SampleCreateParams; Querystring: SampleCreateQuery; Reply: SampleEditorData }>(
    '/vuejs/sampleactions/create/:survey/:action',
    {
      config: access,
      schema: {
        summary: "The sample editor on a new sample (sampleId 0) of the unit given: the configured fields, empty; the create action must be the sample table configuration's",
        tags,
        params: { $ref: 'SampleCreateParams#' },
        querystring: { $ref: 'SampleCreateQuery#' },
        response: { 200: { $ref: 'SampleEditorData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => createSampleEditor(a, request.params.action, request.query)),
  );

  app.post<{ Params: SampleCreateParams; Querystring: SampleCreateQuery; Body: SampleEditorUpdate; Reply: SampleEditorData }>(
    '/vuejs/sampleactions/create/:survey/:action',
    {
      config: access,
      schema: {
        summary: 'Creates the sample from the editor: validated by the update rules, new, logged, a non-blank comment stored; answers the editor on it',
        tags,
        params: { $ref: 'SampleCreateParams#' },
        querystring: { $ref: 'SampleCreateQuery#' },
        body: { $ref: 'SampleEditorUpdate#' },
        response: { 200: { $ref: 'SampleEditorData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => createSample(a, request.params.action, request.query, request.body)),
  );

  app.get<{ Params: SampleCopyParams; Reply: CopyActionData }>(
    '/vuejs/sampleactions/copyaction/:survey/:config/:action/:sampleId',
    {
      config: access,
      schema: {
        summary: "The copy dialog's data: the copy action's title, the earliest deadline (today), the fields the copy takes over",
        tags,
        params: { $ref: 'SampleCopyParams#' },
        response: { 200: { $ref: 'CopyActionData#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => copyActionData(a, request.params.config, request.params.action, request.params.sampleId)),
  );

  app.post<{ Params: SampleCopyParams; Body: CopyActionRequest; Reply: CopyActionResult }>(
    '/vuejs/sampleactions/executecopyaction/:survey/:config/:action/:sampleId',
    {
      config: access,
      schema: {
        summary: 'Copies the sample: a new sample of the same unit and contact dated by the deadline (today or later), logged, with the comment when non-blank',
        tags,
        params: { $ref: 'SampleCopyParams#' },
        body: { $ref: 'CopyActionRequest#' },
        response: { 200: { $ref: 'CopyActionResult#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) =>
        executeCopyAction(a, request.params.config, request.params.action, request.params.sampleId, request.body),
      ),
  );

  app.get<{ Params: SampleMailActionsParams; Reply: SampleMailActions }>(
    '/vuejs/sampleactions/mailaction/:survey/:config',
    {
      // The survey's configuration, no unit's data: any member of the survey may read which actions there are.
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The sample table configuration's mail actions that can send: each with an e-mail template of the universe (none when the survey allows no e-mail campaigns), titled in the caller's language",
        tags,
        params: { $ref: 'SampleMailActionsParams#' },
        response: { 200: { $ref: 'SampleMailActions#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleMailActions(a, request.params.config)),
  );

  app.get<{ Params: SampleMailExampleParams; Reply: SampleMailExample }>(
    '/vuejs/sampleactions/templateexample/:survey/:config/:action/:sampleId',
    {
      config: access,
      schema: {
        summary: "The mail action's template as the sample's contact would get it (merge tags filled, HTML sanitised, links untracked), its address, and why it would be left out",
        tags,
        params: { $ref: 'SampleMailExampleParams#' },
        response: { 200: { $ref: 'SampleMailExample#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) =>
        sampleMailExample(a, request.params.config, request.params.action, request.params.sampleId),
      ),
  );

  app.post<{ Params: SampleMailExecuteParams; Body: SampleMailExecuteRequest; Reply: SampleMailExecuteResult }>(
    '/vuejs/sampleactions/executemailaction/:survey/:config/:action',
    {
      config: access,
      schema: {
        summary:
          "Sends the mail action's template to the selected samples' contacts through the survey's PULL_SINGLE campaign of its name (made on first use); suppressed addresses, samples without one and (strictFiltering) samples it mailed already are left out and named; 400 when none can get it",
        tags,
        params: { $ref: 'SampleMailExecuteParams#' },
        body: { $ref: 'SampleMailExecuteRequest#' },
        response: { 200: { $ref: 'SampleMailExecuteResult#' }, ...errors },
      },
    },
    async (request) => {
      const { result, job } = await withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, async (a) => {
        const done = await executeSampleMailAction(a, request.params.config, request.params.action, request.body.sampleIds);
        return { result: done, job: done.campaign.state === 'STARTED' ? await sendJobOf(a, done.campaign.id) : null };
      });
      if (job) await queueSending(ctx.jobs, job);
      return result;
    },
  );
}
