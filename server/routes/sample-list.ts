/**
 * Sample list calls (spec 1 section 7): the list (POST, with its delete mode), deleteall and suggestions. Each
 * runs in the session's universe (row-level security), for a survey there, inside the caller's unit scope.
 */
import type { FastifyInstance } from 'fastify';
import { drillRequest, type AnalyticsContext } from '../survey/context';
import { segmentedPath } from '../analytics/segmented';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { HttpError } from '../plugins/errors';
import { deleteSamplesByIds, parseIds } from '../samples/delete-all';
import { deleteSelected, listSamples } from '../samples/list';
import { bodyTokens, sampleSelection } from '../samples/selection';
import { sampleSuggestions } from '../samples/suggestions';
import { sampleTableConfig } from '../samples/table-config';
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

async function listAnswer(ctx: AnalyticsContext, p: SampleListParams, body: unknown) {
  if (p.sortDesc !== 'true' && p.sortDesc !== 'false') throw new HttpError(400, 'bad_sort', `sortDesc must be true or false, not "${p.sortDesc}".`);
  const table = sampleTableConfig(ctx, p.config);
  const sel = await sampleSelection(ctx, p.path, p.filter, bodyTokens(body));
  const rankingData = await listSamples(ctx, sel, { from: p.from, to: p.to, sortBy: p.sortBy, sortDesc: p.sortDesc === 'true' });
  return { segmentedDrillPath: await segmentedPath(ctx, sel.unit, sel.filters, sel.tokens), rankingData, viewCompletedSamples: true, sampleTable: table };
}

async function deleteAnswer(ctx: AnalyticsContext, p: SampleListParams, body: unknown) {
  const table = sampleTableConfig(ctx, p.config);
  const sel = await sampleSelection(ctx, p.path, p.filter, bodyTokens(body));
  return { count: await deleteSelected(ctx, sel, table) };
}

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
        ? withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteAnswer(a, request.params, request.body))
        : withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => listAnswer(a, request.params, request.body)),
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
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, async (a) => {
        // Root first: others learn nothing about which ids exist.
        if (!a.isRoot) throw new HttpError(403, 'root_only', 'Only root users may delete samples.');
        return { count: await deleteSamplesByIds(a, parseIds(request.query.ids)) };
      }),
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
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => {
        const { unit } = await drillRequest(a, request.params.path);
        return sampleSuggestions(a, unit, request.params.term);
      }),
  );
}
