import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import { sessionUniverse } from './guards';
import { anyName, pathParams } from './params';

/** `GET vuejs/surveys/loadcount/{survey}`: how many interviews are loaded in the survey (spec 1 section 3, Survey loadCount). */
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
    async (request) => {
      const tenant = sessionUniverse(request);
      return ctx.db.withTenant(tenant, async (c) => {
        const { rows } = await c.query<{ loadCount: number; lastLoadedAt: Date | null; found: boolean }>(
          `select exists (select 1 from survey where ext_name = $1) as found,
                  count(i.id)::int as "loadCount", max(i.responded_at) as "lastLoadedAt"
             from survey s left join interview i on i.survey_id = s.id where s.ext_name = $1`,
          [request.params.survey],
        );
        const row = rows[0]!;
        if (!row.found) throw new HttpError(404, 'unknown_survey', `There is no survey "${request.params.survey}" in this universe.`);
        return { loadCount: row.loadCount, lastLoadedAt: row.lastLoadedAt ? new Date(row.lastLoadedAt).toISOString() : null };
      });
    },
  );
}
