/** Results block (spec 2 section 7): GET vuejs/results/summary/{survey}/{id}/{path}. */
import type { FastifyInstance } from 'fastify';
import { resultsAnswer } from '../analytics/results';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { ResultsSummary } from '../../schemas/api/results-summary.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';


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
}
