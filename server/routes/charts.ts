/** Chart data (spec 2 section 7): GET vuejs/charts/chart/{survey}/{id}/{type}/{path}. */
import type { FastifyInstance } from 'fastify';
import { chartAnswer } from '../analytics/charts';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { ChartData } from '../../schemas/api/chart-data.gen';
import type { ChartParams } from '../../schemas/api/params/chart-params.gen';


export async function chartRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ChartParams; Reply: ChartData }>(
    '/vuejs/charts/chart/:survey/:id/:type/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Data of a chart component: time series, benchmark or driver analysis',
        tags: ['charts'],
        params: { $ref: 'ChartParams#' },
        response: { 200: { $ref: 'ChartData#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => chartAnswer(a, request.params.id, request.params.type, request.params.path)),
  );
}
