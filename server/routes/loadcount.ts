import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { loadCount } from '../analytics/load-count';
import type { LoadCount } from '../../schemas/api/load-count.gen';
import type { LooseSurveyParams } from '../../schemas/api/params/loose-survey-params.gen';

/** `GET vuejs/surveys/loadcount/{survey}` (server/analytics/load-count.ts). */
export async function loadCountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: LooseSurveyParams; Reply: LoadCount }>(
    '/vuejs/surveys/loadcount/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Number of interviews loaded in a survey',
        tags: ['surveys'],
        params: { $ref: 'LooseSurveyParams#' },
        response: {
          200: { $ref: 'LoadCount#' },
          403: { $ref: 'ApiError#' },
          404: { $ref: 'ApiError#' },
        },
      },
    },
    (request) => loadCount(ctx.db, callerOf(request), request.params.survey),
  );
}
