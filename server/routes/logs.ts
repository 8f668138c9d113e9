import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionUniverse } from './guards';
import type { BugList } from '../../schemas/api/bug-list.gen';
import type { BugsDeleted } from '../../schemas/api/bugs-deleted.gen';
import type { BugReport } from '../../schemas/api/bug-report.gen';
import type { LooseSurveyParams } from '../../schemas/api/params/loose-survey-params.gen';

const params = { $ref: 'LooseSurveyParams#' };
const errors = { 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' } };

/** The bug list of a survey (spec 1 section 7, Bugs): any user reports, root reads and clears. */
export async function logRoutes(app: FastifyInstance, ctx: AppContext) {
  const { bugs } = ctx.services;

  app.get<{ Params: LooseSurveyParams; Reply: BugList }>(
    '/vuejs/logs/bugs/:survey',
    { config: { access: { role: 'root', scope: 'survey' } }, schema: { summary: 'Bugs reported in a survey (root)', tags: ['logs'], params, response: { 200: { $ref: 'BugList#' }, ...errors } } },
    async (request) => {
      const { universeId, userId } = sessionUniverse(request);
      return bugs.list(universeId, userId, request.params.survey);
    },
  );

  app.delete<{ Params: LooseSurveyParams; Reply: BugsDeleted }>(
    '/vuejs/logs/bugs/:survey',
    {
      config: { access: { role: 'root', scope: 'survey' } },
      schema: {
        summary: 'Clear the bug list of a survey (root)',
        tags: ['logs'],
        params,
        response: { 200: { $ref: 'BugsDeleted#' }, ...errors },
      },
    },
    async (request) => {
      const { universeId, userId } = sessionUniverse(request);
      return bugs.clear(universeId, userId, request.params.survey);
    },
  );

  app.post<{ Params: LooseSurveyParams; Body: BugReport }>(
    '/vuejs/logs/bugs/:survey',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: 'Report a client-side error (counted per message and user)',
        tags: ['logs'],
        params,
        body: { $ref: 'BugReport#' },
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const { universeId, userId } = sessionUniverse(request);
      await bugs.report(universeId, userId, request.params.survey, request.body.message);
      return reply.status(204).send();
    },
  );
}
