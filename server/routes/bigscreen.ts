/**
 * The public big screen's call (issue 21, spec 3 section 7: GET vuejs/bigscreen/data/{key}, repeated hourly). The
 * API key token is the only credential; an unknown, revoked or malformed key is one 404. Rate-limited per client
 * address, since anybody may call it: a screen asks once an hour, so the limit only stops guessing and flooding.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { bigScreenData } from '../bigscreen/data';
import { TooMany } from '../errors';
import type { BigScreenData } from '../../schemas/api/big-screen-data.gen';
import type { BigScreenParams } from '../../schemas/api/params/big-screen-params.gen';

/** Calls per client address per minute. */
export const BIG_SCREEN_RATE = 30;

export async function bigScreenRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, c) =>
      new TooMany('too_many_requests', `Too many big-screen requests: at most ${c.max} a minute. Try again in ${Math.ceil(c.ttl / 1000)} s.`),
  });

  app.get<{ Params: BigScreenParams; Reply: BigScreenData }>(
    '/vuejs/bigscreen/data/:key',
    {
      config: { access: { role: 'public' }, rateLimit: { max: BIG_SCREEN_RATE, timeWindow: 60_000 } },
      schema: {
        summary: "The big screen's ratings and comments for the key's drill path (only the API key authenticates; no names or contact data)",
        tags: ['bigscreen'],
        security: [],
        params: { $ref: 'BigScreenParams#' },
        response: {
          200: { $ref: 'BigScreenData#' },
          400: { $ref: 'ApiError#' },
          404: { $ref: 'ApiError#' },
          429: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
        },
      },
    },
    async (request, reply) => {
      const data = await bigScreenData(ctx.db, request.params.key);
      // The key is in the address: keep the answer out of shared caches and the referrer out of other sites.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return data;
    },
  );
}
