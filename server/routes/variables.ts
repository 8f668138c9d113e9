/** Variable block (spec 2 section 7): the tiles of a variableBlock component for a drill path, and one tile's chart. */
import type { FastifyInstance } from 'fastify';
import { drillRequest } from '../survey/context';
import { variablesOf } from '../analytics/metrics';
import { tileChart, tileGroups, tileVariable, variableBlockOf } from '../analytics/tile-chart';
import { computeTiles } from '../analytics/tiles';
import { localize } from '../../core/metrics/variables';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { VariableBlock } from '../../schemas/api/variable-block.gen';
import type { VariableChart } from '../../schemas/api/variable-chart.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { VariableChartParams } from '../../schemas/api/params/variable-chart-params.gen';


/** One connection per request: its queries run one after the other. */
async function sequentially<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

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
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => {
        const component = variableBlockOf(a, request.params.id);
        const { unit, filters, tokens } = await drillRequest(a, request.params.path);
        const { own, blocks } = tileGroups(a, component);
        return {
          variables: await computeTiles(a, unit, filters, tokens, variablesOf(a, own)),
          blocks: await sequentially(blocks, async (b) => ({
            title: localize(b.title, a.locale),
            rootOnly: b.rootOnly ?? false,
            variables: await computeTiles(a, unit, filters, tokens, variablesOf(a, b.expressions ?? [])),
          })),
        };
      }),
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
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => {
        const component = variableBlockOf(a, request.params.id);
        const variable = tileVariable(a, component, request.params.index);
        const { unit, filters } = await drillRequest(a, request.params.path);
        return tileChart(a, unit, filters, variable);
      }),
  );
}
