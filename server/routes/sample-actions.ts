/**
 * The sample list's actions (spec 2 section 7, vuejs/sampleactions/*):
 * - GET  create/{survey}/{action}?config&unit: the editor on a new sample; POST the same path creates it;
 * - GET  copyaction/{survey}/{config}/{action}/{sampleId}: the copy dialog's data;
 * - POST executecopyaction/{survey}/{config}/{action}/{sampleId} {eventdate, comments?}: the copy.
 * The mail actions (mailaction, executemailaction, templateexample) come with the campaigns.
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
}
