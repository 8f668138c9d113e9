/** Filter calls (spec 1 section 7): GET vuejs/filters/list/{survey}/{view} and vuejs/filters/query/{survey}/{filter}?query=. */
import type { FastifyInstance } from 'fastify';
import { filterLists, filterQuery } from '../analytics/filter-sets';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors, filterName, pathParams } from './params';


export async function filterRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { survey: string; view: string } }>(
    '/vuejs/filters/list/:survey/:view',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The survey's standard and time filter sets",
        tags: ['filters'],
        params: pathParams({ survey: filterName, view: filterName }),
        response: { 200: { $ref: 'FilterList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => filterLists(a)),
  );
  app.get<{ Params: { survey: string; filter: string }; Querystring: { query?: string } }>(
    '/vuejs/filters/query/:survey/:filter',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Options of one filter that contain the query text (typeahead)',
        tags: ['filters'],
        params: pathParams({ survey: filterName, filter: filterName }),
        querystring: { type: 'object', properties: { query: { type: 'string', maxLength: 200 } } },
        response: { 200: { $ref: 'FilterQuery#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => filterQuery(a, request.params.filter, request.query.query ?? '')),
  );
}
