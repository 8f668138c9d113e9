/**
 * The sample detail page's calls (spec 1 section 7). The spec leaves the paths after `details/`, `validate/` and
 * `delete/` open; these are the shapes chosen (see each summary):
 * - GET  vuejs/sample/details/{survey}/{sampleId}: the Sample;
 * - POST vuejs/sample/details/{survey}/{sampleId} {action, answers}: does the action, answers the new Sample;
 * - POST vuejs/sample/validate/{survey}/{sampleId}/{action} {answers}: {questionIdToMessages};
 * - GET  vuejs/sample/delete/{survey}/{sampleId}: root only.
 * Each checks the session's universe, the survey and the caller's unit scope; row-level security is the second wall.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { deleteOneSample } from '../samples/delete-one';
import { sampleDetails } from '../samples/details';
import { applySampleAction } from '../samples/details-update';
import { validateSampleCall } from '../samples/validate';
import { errors } from './error-responses';
import type { Sample } from '../../schemas/api/sample.gen';
import type { SampleDeleted } from '../../schemas/api/sample-deleted.gen';
import type { SampleUpdateRequest } from '../../schemas/api/sample-update-request.gen';
import type { SampleValidateRequest } from '../../schemas/api/sample-validate-request.gen';
import type { SampleValidation } from '../../schemas/api/sample-validation.gen';
import type { SampleParams } from '../../schemas/api/params/sample-params.gen';
import type { SampleValidateParams } from '../../schemas/api/params/sample-validate-params.gen';

// 409: the action is not possible in the sample's current state.
const sampleErrors = { ...errors, 409: { $ref: 'ApiError#' } };
const params = { $ref: 'SampleParams#' };

export async function sampleDetailsRoutes(app: FastifyInstance, ctx: AppContext) {
  const sms = ctx.sms;

  app.get<{ Params: SampleParams; Reply: Sample }>(
    '/vuejs/sample/details/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'The sample: state, state questions, question groups, table groups and which actions are allowed (path chosen: details/{survey}/{sampleId})',
        tags: ['sample'],
        params,
        response: { 200: { $ref: 'Sample#' }, ...sampleErrors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleDetails(a, request.params.sampleId)),
  );

  app.post<{ Params: SampleParams; Body: SampleUpdateRequest; Reply: Sample }>(
    '/vuejs/sample/details/:survey/:sampleId',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary:
          'Approve (to 2), cancel (to 4), unapprove (to 3 with an evaluation period), update, or resend the invitation by e-mail or SMS; validated again, logged, one transaction; answers the new sample',
        tags: ['sample'],
        params,
        body: { $ref: 'SampleUpdateRequest#' },
        response: { 200: { $ref: 'Sample#' }, ...sampleErrors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) =>
        applySampleAction(a, { mailer: ctx.mailer, sms, userId: a.userId }, request.params.sampleId, request.body.action, request.body.answers),
      ),
  );

  app.post<{ Params: SampleValidateParams; Body: SampleValidateRequest; Reply: SampleValidation }>(
    '/vuejs/sample/validate/:survey/:sampleId/:action',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Checks the answers for an action (path chosen: validate/{survey}/{sampleId}/{action}); questionIdToMessages is empty when it may proceed',
        tags: ['sample'],
        params: { $ref: 'SampleValidateParams#' },
        body: { $ref: 'SampleValidateRequest#' },
        response: { 200: { $ref: 'SampleValidation#' }, ...sampleErrors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => validateSampleCall(a, request.params.sampleId, request.params.action, request.body.answers)),
  );

  app.get<{ Params: SampleParams; Reply: SampleDeleted }>(
    '/vuejs/sample/delete/:survey/:sampleId',
    {
      config: { access: { role: 'root', scope: 'unit' } },
      schema: {
        summary: 'Deletes one sample with its state log (root only; path chosen: delete/{survey}/{sampleId})',
        tags: ['sample'],
        params,
        response: { 200: { $ref: 'SampleDeleted#' }, ...sampleErrors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteOneSample(a, request.params.sampleId)),
  );
}
