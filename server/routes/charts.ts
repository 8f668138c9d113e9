/** Chart data (spec 2 section 7): GET vuejs/charts/chart/{survey}/{id}/{type}/{path}?item= (the item of the selection block around it). */
import type { FastifyInstance } from 'fastify';
import { chartAnswer } from '../analytics/charts';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { ChartData } from '../../schemas/api/chart-data.gen';
import type { ChartParams } from '../../schemas/api/params/chart-params.gen';
import type { ChartQuery } from '../../schemas/api/params/chart-query.gen';


export async function chartRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ChartParams; Querystring: ChartQuery; Reply: ChartData }>(
    '/vuejs/charts/chart/:survey/:id/:type/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Data of a chart component: time series, benchmark or driver analysis',
        tags: ['charts'],
        params: { $ref: 'ChartParams#' },
        querystring: { $ref: 'ChartQuery#' },
        response: { 200: { $ref: 'ChartData#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => chartAnswer(a, request.params.id, request.params.type, request.params.path, request.query.item)),
  );
}
