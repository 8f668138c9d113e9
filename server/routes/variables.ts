/** Variable block (spec 2 section 7): the tiles of a variableBlock component for a drill path, and one tile's chart. */
import type { FastifyInstance } from 'fastify';
import { variableBlockAnswer, variableChartAnswer } from '../analytics/variable-block';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { VariableBlock } from '../../schemas/api/variable-block.gen';
import type { VariableChart } from '../../schemas/api/variable-chart.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { VariableChartParams } from '../../schemas/api/params/variable-chart-params.gen';


export async function variableRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ComponentParams; Reply: VariableBlock }>(
    '/vuejs/variables/block/:survey/:id/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Variable tiles of a variable block component',
        tags: ['variables'],
        params: { $ref: 'ComponentParams#' },
        response: { 200: { $ref: 'VariableBlock#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => variableBlockAnswer(a, request.params.id, request.params.path)),
  );

  app.get<{ Params: VariableChartParams; Reply: VariableChart }>(
    '/vuejs/variables/fetchVariableChart/:survey/:id/:path/:index',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Chart of one variable tile: its development per month over the trend and selection periods',
        tags: ['variables'],
        params: { $ref: 'VariableChartParams#' },
        response: { 200: { $ref: 'VariableChart#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => variableChartAnswer(a, request.params.id, request.params.path, request.params.index)),
  );
}
