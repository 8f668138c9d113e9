/**
 * Sample list calls (spec 1 section 7): the list (POST, with its delete mode), deleteall and suggestions. Each
 * runs in the session's universe (row-level security), for a survey there, inside the caller's unit scope.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { deleteSamplesByIds } from '../samples/delete-all';
import { deleteSelectedAnswer, sampleListAnswer, type SampleListCall } from '../samples/list-answer';
import { sampleSuggestions } from '../samples/suggestions';
import { errors, name, offset, pathParams, term, text } from './params';


type ListParams = SampleListCall & { survey: string };

export async function sampleListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: ListParams; Querystring: { deletemode?: boolean }; Body: string[] }>(
    '/vuejs/sample/list/:survey/:config/:path/:from/:to/:sortBy/:sortDesc/:filter',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'One page of the samples of the drill unit and its subtree; with deletemode=true (root, core tables only) deletes every selected sample instead',
        tags: ['sample'],
        params: pathParams({ survey: name, config: name, path: text, from: offset, to: offset, sortBy: name, sortDesc: { type: 'string' }, filter: text }),
        querystring: { type: 'object', additionalProperties: false, properties: { deletemode: { type: 'boolean' } } },
        body: { $ref: 'SampleListBody#' },
        response: { 200: { anyOf: [{ $ref: 'SampleList#' }, { $ref: 'SampleCount#' }] }, ...errors },
      },
    },
    (request) =>
      request.query.deletemode
        ? withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteSelectedAnswer(a, request.params, request.body))
        : withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleListAnswer(a, request.params, request.body)),
  );
  app.delete<{ Params: { survey: string }; Querystring: { ids?: string } }>(
    '/vuejs/sample/deleteall/:survey',
    {
      config: { access: { role: 'root', scope: 'unit' } },
      schema: {
        summary: 'Deletes the named samples in one transaction (root only); all or nothing',
        tags: ['sample'],
        params: pathParams({ survey: name }),
        querystring: { type: 'object', additionalProperties: false, properties: { ids: { type: 'string', maxLength: 20000 } } },
        response: { 200: { $ref: 'SampleCount#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteSamplesByIds(a, request.query.ids)),
  );
  app.get<{ Params: { survey: string; path: string; term: string } }>(
    '/vuejs/sample/suggestions/:survey/:path/:term',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Units below the drill unit and sample contacts of its subtree whose name (or e-mail) contains the term',
        tags: ['sample'],
        params: pathParams({ survey: name, path: text, term }),
        response: { 200: { $ref: 'RankingSuggestions#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => sampleSuggestions(a, request.params.path, request.params.term)),
  );
}
