/** Filter calls (spec 1 section 7): GET vuejs/filters/list/{survey}/{view} and vuejs/filters/query/{survey}/{filter}?query=. */
import type { FastifyInstance } from 'fastify';
import { filterLists, filterQuery } from '../analytics/filter-sets';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { FilterList } from '../../schemas/api/filter-list.gen';
import type { FilterQuery } from '../../schemas/api/filter-query.gen';
import type { FilterListParams } from '../../schemas/api/params/filter-list-params.gen';
import type { FilterOptionsParams } from '../../schemas/api/params/filter-options-params.gen';
import type { FilterOptionsQuery } from '../../schemas/api/params/filter-options-query.gen';


export async function filterRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: FilterListParams; Reply: FilterList }>(
    '/vuejs/filters/list/:survey/:view',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The survey's standard and time filter sets",
        tags: ['filters'],
        params: { $ref: 'FilterListParams#' },
        response: { 200: { $ref: 'FilterList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => filterLists(a)),
  );
  app.get<{ Params: FilterOptionsParams; Querystring: FilterOptionsQuery; Reply: FilterQuery }>(
    '/vuejs/filters/query/:survey/:filter',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Options of one filter that contain the query text (typeahead)',
        tags: ['filters'],
        params: { $ref: 'FilterOptionsParams#' },
        querystring: { $ref: 'FilterOptionsQuery#' },
        response: { 200: { $ref: 'FilterQuery#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => filterQuery(a, request.params.filter, request.query.query ?? '')),
  );
}
