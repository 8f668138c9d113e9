import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { inScopeSql } from '../analytics/sql';
import { anyName, pathParams } from './params';

/**
 * `GET vuejs/surveys/loadcount/{survey}`: how many interviews are loaded in the survey (spec 1 section 3, Survey
 * loadCount), within the caller's role scope.
 */
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
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => {
        // Counted inside the role's scope: a region-limited user learns nothing of the other regions' volume.
        const { rows } = await a.client.query<{ loadCount: number; lastLoadedAt: Date | null }>(
          `select count(i.id)::int as "loadCount", max(i.responded_at) as "lastLoadedAt"
             from interview i join unit u on u.id = i.unit_id
            where i.survey_id = $1 and ${inScopeSql('u.path', '$2')}`,
          [a.survey.id, a.scope],
        );
        const row = rows[0]!;
        return { loadCount: row.loadCount, lastLoadedAt: row.lastLoadedAt ? new Date(row.lastLoadedAt).toISOString() : null };
      }),
  );
}
