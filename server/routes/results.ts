/** Results block (spec 2 section 7): GET vuejs/results/summary/{survey}/{id}/{path}. */
import type { FastifyInstance } from 'fastify';
import { drillRequest } from '../survey/context';
import { resultsSummary } from '../analytics/results';
import { findComponent } from '../analytics/survey-config';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { HttpError } from '../plugins/errors';
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
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => {
        const component = findComponent(a.sa, request.params.id);
        if (!component) throw new HttpError(404, 'unknown_component', `Survey "${a.survey.extName}" has no component "${request.params.id}".`);
        if (component.type !== 'resultsBlock') throw new HttpError(400, 'not_a_results_block', `Component "${component.id}" is a ${component.type}, not a results block.`);
        const { unit, filters } = await drillRequest(a, request.params.path);
        return resultsSummary(a, unit, filters);
      }),
  );
}
