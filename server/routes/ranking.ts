/**
 * Ranking calls (spec 1 section 7): newranking list (both shapes) and suggestions, the segmented path, and the
 * same three under the legacy vuejs/ranking prefix.
 */
import type { FastifyInstance } from 'fastify';
import { rankingAnswer, rankingSuggestions, segmentedPathAnswer } from '../analytics/ranking-answer';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { RankingData } from '../../schemas/api/ranking-data.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { SegmentedPath } from '../../schemas/api/segmented-path.gen';
import type { DrillParams } from '../../schemas/api/params/drill-params.gen';
import type { RankingListParams } from '../../schemas/api/params/ranking-list-params.gen';
import type { RankingPageParams } from '../../schemas/api/params/ranking-page-params.gen';
import type { SuggestionParams } from '../../schemas/api/params/suggestion-params.gen';


export async function rankingRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const prefix of ['/vuejs/newranking', '/vuejs/ranking']) {
    const legacy = prefix === '/vuejs/ranking';
    app.get<{ Params: RankingListParams; Reply: RankingData }>(
      `${prefix}/list/:survey/:config/:path/:filter`,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: 'Ranking of the drill unit: its children, or its interviews at a leaf',
          tags: ['ranking'],
          deprecated: legacy,
          params: { $ref: 'RankingListParams#' },
          response: { 200: { $ref: 'RankingData#' }, ...errors },
        },
      },
      (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => rankingAnswer(a, request.params)),
    );
    app.get<{ Params: RankingPageParams; Reply: RankingData }>(
      `${prefix}/list/:survey/:config/:path/:from/:to/:sortVar/:sortDesc/:filter`,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: 'One page of a ranking, sorted',
          tags: ['ranking'],
          deprecated: legacy,
          params: { $ref: 'RankingPageParams#' },
          response: { 200: { $ref: 'RankingData#' }, ...errors },
        },
      },
      (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => rankingAnswer(a, request.params)),
    );
    app.get<{ Params: SuggestionParams; Reply: RankingSuggestions }>(
      `${prefix}/suggestions/:survey/:path/:term`,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: 'Units below the drill unit whose name contains the term, grouped by level',
          tags: ['ranking'],
          deprecated: legacy,
          params: { $ref: 'SuggestionParams#' },
          response: { 200: { $ref: 'RankingSuggestions#' }, ...errors },
        },
      },
      (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => rankingSuggestions(a, request.params.path, request.params.term)),
    );
  }
  app.get<{ Params: DrillParams; Reply: SegmentedPath }>(
    '/vuejs/ranking/segmentedpath/:survey/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'The drill path as segments with their children, interviews in the selection and open alerts',
        tags: ['ranking'],
        params: { $ref: 'DrillParams#' },
        response: { 200: { $ref: 'SegmentedPath#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => segmentedPathAnswer(a, request.params.path)),
  );
}
