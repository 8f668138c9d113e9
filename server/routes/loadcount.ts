import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { loadCount } from '../analytics/load-count';
import { anyName, pathParams } from './params';

/** `GET vuejs/surveys/loadcount/{survey}` (server/analytics/load-count.ts). */
export async function loadCountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { survey: string } }>(
    '/vuejs/surveys/loadcount/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Number of interviews loaded in a survey',
        tags: ['surveys'],
        params: pathParams({ survey: anyName }),
        response: {
          200: {
            type: 'object',
            required: ['loadCount', 'lastLoadedAt'],
            additionalProperties: false,
            properties: { loadCount: { type: 'integer' }, lastLoadedAt: { type: ['string', 'null'], format: 'date-time' } },
          },
          403: { $ref: 'ApiError#' },
          404: { $ref: 'ApiError#' },
        },
      },
    },
    (request) => loadCount(ctx.db, callerOf(request), request.params.survey),
  );
}
