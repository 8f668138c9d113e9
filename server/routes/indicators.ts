/** The indicator calls (spec 2 section 7): the global overview and one survey's indicator block, `?timespan=`. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { globalOverview, indicatorBlock } from '../indicators/service';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { GlobalOverview } from '../../schemas/api/global-overview.gen';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen';
import type { IndicatorParams } from '../../schemas/api/params/indicator-params.gen';
import type { IndicatorQuery } from '../../schemas/api/params/indicator-query.gen';

const tags = ['variables'];
const access = { access: { role: 'signedIn', scope: 'survey' } } as const;

export async function indicatorRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: IndicatorParams; Querystring: IndicatorQuery; Reply: GlobalOverview }>(
    '/vuejs/indicators/overview/:survey/:id',
    {
      config: access,
      schema: {
        summary: "Global overview: welcome and click texts, the time spans and one indicator block per survey the caller may see, counted inside the caller's unit scope",
        tags,
        params: { $ref: 'IndicatorParams#' },
        querystring: { $ref: 'IndicatorQuery#' },
        response: { 200: { $ref: 'GlobalOverview#' }, ...errors },
      },
    },
    (request) => globalOverview(ctx.db, callerOf(request), request.params.survey, request.params.id, request.query.timespan),
  );

  app.get<{ Params: IndicatorParams; Querystring: IndicatorQuery; Reply: IndicatorBlock }>(
    '/vuejs/indicators/block/:survey/:id',
    {
      config: access,
      schema: {
        summary: "Indicator block: one survey's interviews in the time span, open alerts and headline variable, counted inside the caller's unit scope",
        tags,
        params: { $ref: 'IndicatorParams#' },
        querystring: { $ref: 'IndicatorQuery#' },
        response: { 200: { $ref: 'IndicatorBlock#' }, ...errors },
      },
    },
    (request) => indicatorBlock(ctx.db, callerOf(request), request.params.survey, request.params.id, request.query.timespan),
  );
}
