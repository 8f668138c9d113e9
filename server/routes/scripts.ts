/**
 * Script calls (issue 21, spec 3 section 7, Survey administration: Scripts): a survey's scripts, the global scripts,
 * one script, the universe script, create, save, delete, run or dry run, and deleting events. Administrators of the
 * universe and root only (requireUniverseAdmin, server/plugins/access.ts); the survey in the path places the call.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  createScript,
  deleteAllScriptEvents,
  deleteScript,
  deleteScriptEvent,
  listGlobalScripts,
  listSurveyScripts,
  runStoredScript,
  saveScript,
  scriptDetails,
  surveyExtNameOf,
  universeScript,
} from '../scripts/service';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { ScriptBlock } from '../../schemas/api/script-block.gen';
import type { ScriptDeleted } from '../../schemas/api/script-deleted.gen';
import type { ScriptList } from '../../schemas/api/script-list.gen';
import type { ScriptRunParams } from '../../schemas/api/script-run-params.gen';
import type { ScriptRunResult } from '../../schemas/api/script-run-result.gen';
import type { ScriptSaved } from '../../schemas/api/script-saved.gen';
import type { ScriptEventParams } from '../../schemas/api/params/script-event-params.gen';
import type { ScriptParams } from '../../schemas/api/params/script-params.gen';
import type { ScriptRunPathParams } from '../../schemas/api/params/script-run-path-params.gen';
import type { ScriptRunQuery } from '../../schemas/api/params/script-run-query.gen';
import type { ScriptSurveyParams } from '../../schemas/api/params/script-survey-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

const adminAccess = {
  access: {
    role: 'universeAdmin',
    scope: 'survey',
    doing: 'administer scripts',
  },
} as const;
const tags = ['scripts'];
const block = { 200: { $ref: 'ScriptBlock#' }, ...errors };

export async function scriptRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = <T>(survey: string, request: Parameters<typeof callerOf>[0], fn: Parameters<typeof withSurvey<T>>[4]) =>
    withSurvey(ctx.db, callerOf(request), survey, { readOnly: true }, fn);
  const write = <T>(survey: string, request: Parameters<typeof callerOf>[0], fn: Parameters<typeof withSurvey<T>>[4]) =>
    withSurvey(ctx.db, callerOf(request), survey, { readOnly: false }, fn);

  app.get<{ Params: ScriptSurveyParams; Reply: ScriptList }>(
    '/vuejs/scripts/:survey/:surveyId',
    {
      config: adminAccess,
      schema: {
        summary: "A survey's scripts, its CONFIGURATION script first (made when missing)",
        tags,
        params: { $ref: 'ScriptSurveyParams#' },
        response: { 200: { $ref: 'ScriptList#' }, ...errors },
      },
    },
    (request) => write(request.params.survey, request, (a) => listSurveyScripts(a, request.params.surveyId)),
  );

  app.get<{ Params: SurveyParams; Reply: ScriptList }>(
    '/vuejs/scripts/globals/:survey',
    {
      config: adminAccess,
      schema: {
        summary: "The universe's global scripts (scripts of no survey)",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'ScriptList#' }, ...errors },
      },
    },
    (request) => read(request.params.survey, request, listGlobalScripts),
  );

  app.get<{ Params: ScriptParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/details/:survey/:scriptId',
    {
      config: adminAccess,
      schema: {
        summary: 'One script with its newest events and their count',
        tags,
        params: { $ref: 'ScriptParams#' },
        response: block,
      },
    },
    (request) => read(request.params.survey, request, (a) => scriptDetails(a, request.params.scriptId)),
  );

  app.get<{ Params: SurveyParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/universe/details/:survey',
    {
      config: adminAccess,
      schema: {
        summary: "The universe's own script (made, empty, when missing)",
        tags,
        params: { $ref: 'SurveyParams#' },
        response: block,
      },
    },
    (request) => write(request.params.survey, request, universeScript),
  );

  app.post<{ Params: SurveyParams; Body: ScriptBlock; Reply: ScriptSaved }>(
    '/vuejs/scripts/:survey',
    {
      config: adminAccess,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        summary: 'Saves a script; a CONFIGURATION script is saved as the survey configuration only when valid (422 with the errors\u2019 paths and YAML lines)',
        tags,
        params: { $ref: 'SurveyParams#' },
        body: { $ref: 'ScriptBlock#' },
        response: {
          200: { $ref: 'ScriptSaved#' },
          422: { $ref: 'ConfigurationCheck#' },
          409: { $ref: 'ApiError#' },
          ...errors,
        },
      },
    },
    (request) => write(request.params.survey, request, (a) => saveScript(a, request.body)),
  );

  app.get<{ Params: ScriptSurveyParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/create/:survey/:surveyId',
    {
      config: adminAccess,
      schema: {
        summary: 'Makes an empty JavaScript script of a survey and answers it',
        tags,
        params: { $ref: 'ScriptSurveyParams#' },
        response: block,
      },
    },
    (request) => write(request.params.survey, request, (a) => createScript(a, request.params.surveyId)),
  );

  app.get<{ Params: SurveyParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/create/:survey',
    {
      config: adminAccess,
      schema: {
        summary: 'Makes an empty global JavaScript script and answers it',
        tags,
        params: { $ref: 'SurveyParams#' },
        response: block,
      },
    },
    (request) => write(request.params.survey, request, (a) => createScript(a, null)),
  );

  app.delete<{ Params: ScriptParams; Reply: ScriptDeleted }>(
    '/vuejs/scripts/delete/:survey/:scriptId',
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes a script and its events; 409 for a CONFIGURATION script (it is the survey configuration)',
        tags,
        params: { $ref: 'ScriptParams#' },
        response: {
          200: { $ref: 'ScriptDeleted#' },
          409: { $ref: 'ApiError#' },
          ...errors,
        },
      },
    },
    (request) => write(request.params.survey, request, (a) => deleteScript(a, request.params.scriptId)),
  );

  app.post<{
    Params: ScriptRunPathParams;
    Querystring: ScriptRunQuery;
    Body: ScriptRunParams;
    Reply: ScriptRunResult;
  }>(
    '/vuejs/scripts/run/:survey/:surveyId/:scriptId',
    {
      config: adminAccess,
      schema: {
        summary: 'Runs the saved script in the sandbox (dryrun=true keeps nothing); answers its return code and message',
        tags,
        params: { $ref: 'ScriptRunPathParams#' },
        querystring: { $ref: 'ScriptRunQuery#' },
        body: { $ref: 'ScriptRunParams#' },
        response: { 200: { $ref: 'ScriptRunResult#' }, ...errors },
      },
    },
    async (request) => {
      const { survey, surveyId, scriptId } = request.params;
      // The survey the script runs for may be another survey of the universe than the one the address is in.
      const target = surveyId === 0 ? survey : await read(survey, request, (a) => surveyExtNameOf(a, surveyId));
      return write(target, request, (a) => runStoredScript(a, scriptId, request.query.dryrun === true, request.body ?? {}));
    },
  );

  app.delete<{ Params: ScriptEventParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/deleteevent/:survey/:eventId',
    {
      config: adminAccess,
      schema: {
        summary: 'Deletes one event of a script; answers the script',
        tags,
        params: { $ref: 'ScriptEventParams#' },
        response: block,
      },
    },
    (request) => write(request.params.survey, request, (a) => deleteScriptEvent(a, request.params.eventId)),
  );

  app.delete<{ Params: ScriptParams; Reply: ScriptBlock }>(
    '/vuejs/scripts/deleteallevents/:survey/:scriptId',
    {
      config: adminAccess,
      schema: {
        summary: "Deletes all of a script's events; answers the script",
        tags,
        params: { $ref: 'ScriptParams#' },
        response: block,
      },
    },
    (request) => write(request.params.survey, request, (a) => deleteAllScriptEvents(a, request.params.scriptId)),
  );
}
