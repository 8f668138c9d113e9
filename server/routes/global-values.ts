/**
 * The global values table (spec 2 section 7): GET vuejs/globalevaluator/globalvaluestable answers the table's
 * headers and its rows by survey, and vuejs/globalevaluator/globalvaluestableevents streams them as Server-Sent
 * Events (@fastify/sse): globalTableInitialData, one globalSurveyResult per survey as its values are ready, then
 * globalTableDataEnd. An event stream cannot send headers, so it takes the session token as `authtoken` in the
 * query (checked like the header, plugins/auth.ts). When the client leaves, no further survey is started.
 */
import type { FastifyInstance } from 'fastify';
import fastifySse from '@fastify/sse';
import type { AppContext } from '../context';
import { computeGlobalValues, globalValuesPlan } from '../analytics/global-values';
import { callerOf } from './guards';
import { errors } from './error-responses';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { GlobalValuesStreamQuery } from '../../schemas/api/params/global-values-stream-query.gen';
import type { GlobalValuesTable } from '../../schemas/api/global-values-table.gen';

export async function globalValuesRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(fastifySse);

  app.get<{ Params: ComponentParams; Reply: GlobalValuesTable }>(
    '/vuejs/globalevaluator/globalvaluestable/:survey/:id/:path',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Global values table: the column headers and one row per survey the caller may see, without values (the stream fills them)',
        tags: ['variables'],
        params: { $ref: 'ComponentParams#' },
        response: { 200: { $ref: 'GlobalValuesTable#' }, ...errors },
      },
    },
    async (request) => (await globalValuesPlan(ctx.db, callerOf(request), request.params.survey, request.params.id, request.params.path)).table,
  );

  app.get<{ Params: ComponentParams; Querystring: GlobalValuesStreamQuery }>(
    '/vuejs/globalevaluator/globalvaluestableevents/:survey/:id/:path',
    {
      sse: { kind: 'only', heartbeat: false },
      config: { access: { role: 'signedIn', scope: 'unit' }, tokenInQuery: true },
      schema: {
        summary:
          'Global values stream (text/event-stream): globalTableInitialData (the table without values), globalSurveyResult (one row, computed per survey in parallel; an error row when its survey fails), globalTableDataEnd. The session token may come as `authtoken` in the query',
        tags: ['variables'],
        params: { $ref: 'ComponentParams#' },
        querystring: { $ref: 'GlobalValuesStreamQuery#' },
        response: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } }, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Refusals (403, 404) come before the stream opens, as the JSON error of any call.
      const plan = await globalValuesPlan(ctx.db, caller, request.params.survey, request.params.id, request.params.path);
      const left = new AbortController();
      reply.sse.onClose(() => left.abort());
      await reply.sse.send({ event: 'globalTableInitialData', data: plan.table });
      await computeGlobalValues(
        ctx.db,
        caller,
        plan,
        left.signal,
        (row) => reply.sse.send({ event: 'globalSurveyResult', data: row }),
        (err) => request.log.error({ err }, 'global values: a survey failed'),
      );
      if (!left.signal.aborted) await reply.sse.send({ event: 'globalTableDataEnd', data: {} });
    },
  );
}
