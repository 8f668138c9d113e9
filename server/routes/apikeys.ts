/**
 * API key calls (issue 21, spec 3 section 7, under vuejs/surveys/): the survey's keys, a new key (its token shown
 * once), a key's type and path saved, a key deleted (revoked). Administrators of the universe and root only.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createApiKey, deleteApiKey, listApiKeys, saveApiKey } from '../apikeys/service';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { ApiKey } from '../../schemas/api/api-key.gen';
import type { ApiKeyCreated } from '../../schemas/api/api-key-created.gen';
import type { ApiKeyList } from '../../schemas/api/api-key-list.gen';
import type { ApiKeyCreateQuery } from '../../schemas/api/params/api-key-create-query.gen';
import type { ApiKeyParams } from '../../schemas/api/params/api-key-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

const adminAccess = { access: { role: 'universeAdmin', scope: 'survey', doing: 'administer API keys' } } as const;
const tags = ['surveys'];

export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Reply: ApiKeyList }>(
    '/vuejs/surveys/apikey/:survey',
    {
      config: adminAccess,
      schema: {
        summary: "The survey's API keys (never their tokens)",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'ApiKeyList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, listApiKeys),
  );

  app.post<{ Params: SurveyParams; Body: ApiKey; Reply: ApiKeyList }>(
    '/vuejs/surveys/apikey/:survey',
    {
      config: adminAccess,
      schema: {
        summary: "Saves an API key's type and drill path (its extname and token stay); answers the survey's keys",
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'ApiKey#' },
        response: { 200: { $ref: 'ApiKeyList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveApiKey(a, request.body)),
  );

  app.get<{ Params: SurveyParams; Querystring: ApiKeyCreateQuery; Reply: ApiKeyCreated }>(
    '/vuejs/surveys/apikey/create/:survey',
    {
      config: adminAccess,
      schema: {
        summary: 'Makes an API key (default: a big-screen key for the top unit); the answer holds its token, shown this once',
        tags,
        params: { $ref: 'SurveyParams#' },
        querystring: { $ref: 'ApiKeyCreateQuery#' },
        response: { 200: { $ref: 'ApiKeyCreated#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => createApiKey(a, request.query)),
  );

  app.get<{ Params: ApiKeyParams; Reply: ApiKeyList }>(
    '/vuejs/surveys/apikey/delete/:survey/:id',
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes an API key: its token stops working at once; answers the remaining keys',
        tags,
        params: { $ref: 'ApiKeyParams#' },
        response: { 200: { $ref: 'ApiKeyList#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteApiKey(a, request.params.id)),
  );
}
