/**
 * Survey administration calls under vuejs/surveys/ (issue 21, spec 3 section 7): the survey list and the universe
 * editor. Administrators of the universe and root only (server/plugins/access.ts requireUniverseAdmin).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { getUniverseData, saveUniverseData } from '../admin/universe';
import { listSurveys } from '../admin/surveys';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { SurveyList } from '../../schemas/api/survey-list.gen';
import type { UniverseData } from '../../schemas/api/universe-data.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

export const surveyAdminAccess = {
  access: {
    role: 'universeAdmin',
    scope: 'survey',
    doing: 'administer surveys',
  },
} as const;
const tags = ['surveys'];

export async function surveyAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Reply: SurveyList }>(
    '/vuejs/surveys/list/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "The universe's surveys and the API keys of this survey",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'SurveyList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, listSurveys),
  );

  app.get<{ Params: SurveyParams; Reply: UniverseData }>(
    '/vuejs/surveys/universedata/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "The universe's title, locales, default locale and sheet key",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'UniverseData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, getUniverseData),
  );

  app.put<{ Params: SurveyParams; Body: UniverseData; Reply: UniverseData }>(
    '/vuejs/surveys/universedata/:survey',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "Saves the universe's title, locales, default locale and sheet key (its name stays); answers what was saved",
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'UniverseData#' },
        response: { 200: { $ref: 'UniverseData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveUniverseData(a, request.body)),
  );
}
