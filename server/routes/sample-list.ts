/**
 * Sample list calls (spec 1 section 7): the list (POST, with its delete mode), deleteall and suggestions. Each
 * runs in the session's universe (row-level security), for a survey there, inside the caller's unit scope.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { deleteSamplesByIds } from '../samples/delete-all';
import { deleteSelectedAnswer, sampleListAnswer } from '../samples/list-answer';
import { sampleSuggestions } from '../samples/suggestions';
import { errors } from './error-responses';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { SampleCount } from '../../schemas/api/sample-count.gen';
import type { SampleList } from '../../schemas/api/sample-list.gen';
import type { SampleListBody } from '../../schemas/api/sample-list-body.gen';
import type { SampleDeleteAllQuery } from '../../schemas/api/params/sample-delete-all-query.gen';
import type { SampleListParams } from '../../schemas/api/params/sample-list-params.gen';
import type { SampleListQuery } from '../../schemas/api/params/sample-list-query.gen';
import type { SuggestionParams } from '../../schemas/api/params/suggestion-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';


export async function sampleListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: SampleListParams; Querystring: SampleListQuery; Body: SampleListBody; Reply: SampleList | SampleCount }>(
    '/vuejs/sample/list/:survey/:config/:path/:from/:to/:sortBy/:sortDesc/:filter',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'One page of the samples of the drill unit and its subtree; with deletemode=true (root, core tables only) deletes every selected sample instead',
        tags: ['sample'],
        params: { $ref: 'SampleListParams#' },
        querystring: { $ref: 'SampleListQuery#' },
        body: { $ref: 'SampleListBody#' },
        response: { 200: { anyOf: [{ $ref: 'SampleList#' }, { $ref: 'SampleCount#' }] }, ...errors },
      },
    },
    (request) =>
      request.query.deletemode
        ? withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteSelectedAnswer(a, request.params, request.body))
        : withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleListAnswer(a, request.params, request.body)),
  );
  app.delete<{ Params: SurveyParams; Querystring: SampleDeleteAllQuery; Reply: SampleCount }>(
    '/vuejs/sample/deleteall/:survey',
    {
      config: { access: { role: 'root', scope: 'unit' } },
      schema: {
        summary: 'Deletes the named samples in one transaction (root only); all or nothing',
        tags: ['sample'],
        params: { $ref: 'SurveyParams#' },
        querystring: { $ref: 'SampleDeleteAllQuery#' },
        response: { 200: { $ref: 'SampleCount#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteSamplesByIds(a, request.query.ids)),
  );
  app.get<{ Params: SuggestionParams; Reply: RankingSuggestions }>(
    '/vuejs/sample/suggestions/:survey/:path/:term',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Units below the drill unit and sample contacts of its subtree whose name (or e-mail) contains the term',
        tags: ['sample'],
        params: { $ref: 'SuggestionParams#' },
        response: { 200: { $ref: 'RankingSuggestions#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleSuggestions(a, request.params.path, request.params.term)),
  );
}
