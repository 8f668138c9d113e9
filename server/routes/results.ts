/** Results block (spec 2 section 7): GET vuejs/results/summary/{survey}/{id}/{path} and its drill search, GET vuejs/results/drillsuggestions/{survey}/{id}/{term}. */
import type { FastifyInstance } from 'fastify';
import { resultsAnswer, resultsDrillSuggestions } from '../analytics/results';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { ResultsSummary } from '../../schemas/api/results-summary.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { DrillSuggestionParams } from '../../schemas/api/params/drill-suggestion-params.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';


export async function resultRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ComponentParams; Reply: ResultsSummary }>(
    '/vuejs/results/summary/:survey/:id/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Drivers, satisfaction and loyalty and result groups: selection and trend values, goals',
        tags: ['results'],
        params: { $ref: 'ComponentParams#' },
        response: { 200: { $ref: 'ResultsSummary#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => resultsAnswer(a, request.params.id, request.params.path)),
  );

  app.get<{ Params: DrillSuggestionParams; Reply: RankingSuggestions }>(
    '/vuejs/results/drillsuggestions/:survey/:id/:term',
    {
      // It names no unit to refuse: it searches the whole survey and answers only the units in the caller's scope.
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'The results block’s drill search: units of the whole hierarchy in the caller’s scope whose name contains the term, grouped by level',
        tags: ['results'],
        params: { $ref: 'DrillSuggestionParams#' },
        response: { 200: { $ref: 'RankingSuggestions#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => resultsDrillSuggestions(a, request.params.id, request.params.term)),
  );
}
