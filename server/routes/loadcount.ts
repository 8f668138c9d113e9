import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { loadCount } from '../analytics/load-count';
import type { LooseSurveyParams } from '../../schemas/api/params/loose-survey-params.gen';

/** `GET vuejs/surveys/loadcount/{survey}` (server/analytics/load-count.ts). */
export async function loadCountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: LooseSurveyParams }>(
    '/vuejs/surveys/loadcount/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Number of interviews loaded in a survey',
        tags: ['surveys'],
        params: { $ref: 'LooseSurveyParams#' },
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
