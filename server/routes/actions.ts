/**
 * Action calls (spec 2 section 7, `vuejs/actions/*` and `vuejs/charts/actionchart`): the plan, the manager, one
 * action, an expression's value, the save, the delete, the evaluation (root) and the effective period. Every call
 * runs in the session's universe (row-level security) and checks the drill unit or the action's unit against the
 * role's unit scope. Writing needs the role right `canEditActions` (server/actions/config.ts).
 */
import type { FastifyInstance } from 'fastify';
import { actionChartAnswer } from '../actions/chart';
import { evaluateInJob, evaluateSurvey, type EvaluationJob } from '../actions/evaluate';
import { actionManagerAnswer, actionPlanAnswer, actionValueAnswer, getActionAnswer } from '../actions/answers';
import { deleteAction, updateAction } from '../actions/save';
import { effectivePeriodAnswer } from '../actions/value';
import type { AppContext } from '../context';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { ActionChart } from '../../schemas/api/action-chart.gen';
import type { ActionChartRequest } from '../../schemas/api/action-chart-request.gen';
import type { ActionDeleted } from '../../schemas/api/action-deleted.gen';
import type { ActionEditData } from '../../schemas/api/action-edit-data.gen';
import type { ActionEffectivePeriod } from '../../schemas/api/action-effective-period.gen';
import type { ActionEvaluation } from '../../schemas/api/action-evaluation.gen';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen';
import type { ActionPlanData } from '../../schemas/api/action-plan-data.gen';
import type { ActionSave } from '../../schemas/api/action-save.gen';
import type { ActionSaveError } from '../../schemas/api/action-save-error.gen';
import type { ActionValue } from '../../schemas/api/action-value.gen';
import type { ActionValueRequest } from '../../schemas/api/action-value-request.gen';
import type { ActionItemQuery } from '../../schemas/api/params/action-item-query.gen';
import type { ActionParams } from '../../schemas/api/params/action-params.gen';
import type { ActionPathParams } from '../../schemas/api/params/action-path-params.gen';
import type { ActionPeriodParams } from '../../schemas/api/params/action-period-params.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';

const unitAccess = { access: { role: 'signedIn', scope: 'unit' } } as const;
/** Writing actions: any signed-in caller in scope; the service refuses one whose role lacks `canEditActions` (403). */
const writeAccess = { access: { role: 'signedIn', scope: 'unit' } } as const;
const tags = ['actions'];

export async function actionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: ComponentParams; Reply: ActionPlanData }>(
    '/vuejs/actions/actionplan/:survey/:id/:path',
    {
      config: unitAccess,
      schema: { summary: "The drill unit's open actions (its plan); anchorable false where actions cannot be written; {id} an action plan component (404 unknown, 400 another type, 403 root-only for others)", tags, params: { $ref: 'ComponentParams#' }, response: { 200: { $ref: 'ActionPlanData#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => actionPlanAnswer(a, request.params.id, request.params.path)),
  );

  app.get<{ Params: ComponentParams; Reply: ActionManagerData }>(
    '/vuejs/actions/actionmanager/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: "The drill unit's open and closed actions and the suggested ones (weakest high-importance drivers without an open action); {id} an action manager or action overview component (404 unknown, 400 another type, 403 root-only for others)",
        tags,
        params: { $ref: 'ComponentParams#' },
        response: { 200: { $ref: 'ActionManagerData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => actionManagerAnswer(a, request.params.id, request.params.path)),
  );

  app.get<{ Params: ActionPathParams; Querystring: ActionItemQuery; Reply: ActionEditData }>(
    '/vuejs/actions/getaction/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: 'The action edit dialog: the actionable items and the action (id 0: a new one at the drill unit; ?item= a suggestion of that item)',
        tags,
        params: { $ref: 'ActionPathParams#' },
        querystring: { $ref: 'ActionItemQuery#' },
        response: { 200: { $ref: 'ActionEditData#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => getActionAnswer(a, request.params.id, request.params.path, request.query.item)),
  );

  app.post<{ Params: ActionPathParams; Body: ActionValueRequest; Reply: ActionValue }>(
    '/vuejs/actions/getactionvalue/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: "An expression's value at the drill unit over the effective action period (from date to deadline, not past today)",
        tags,
        params: { $ref: 'ActionPathParams#' },
        body: { $ref: 'ActionValueRequest#' },
        response: { 200: { $ref: 'ActionValue#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => actionValueAnswer(a, request.params.id, request.params.path, request.body)),
  );

  app.post<{ Params: ActionParams; Body: ActionSave; Reply: { 200: ActionEditData; 400: ActionSaveError } }>(
    '/vuejs/actions/updateaction/:survey/:id',
    {
      config: writeAccess,
      schema: {
        summary: 'Saves an action (id 0 creates one at payload.path) and adds a non-blank comment to its history; 400 names each refused field; 409 for a closed action',
        tags,
        params: { $ref: 'ActionParams#' },
        body: { $ref: 'ActionSave#' },
        response: { 200: { $ref: 'ActionEditData#' }, ...errors, 400: { $ref: 'ActionSaveError#' }, 409: { $ref: 'ApiError#' } },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => updateAction(a, request.params.id, request.body)),
  );

  app.get<{ Params: SurveyRowParams; Reply: ActionDeleted }>(
    '/vuejs/actions/deleteaction/:survey/:id',
    {
      config: writeAccess,
      schema: { summary: 'Deletes an action and its history', tags, params: { $ref: 'SurveyRowParams#' }, response: { 200: { $ref: 'ActionDeleted#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteAction(a, request.params.id)),
  );

  app.get<{ Params: SurveyParams; Reply: ActionEvaluation }>(
    '/vuejs/actions/evaluate/:survey',
    {
      config: { access: { role: 'root', scope: 'survey' } },
      schema: {
        summary: 'Closes the open actions past their deadline: completed when the value over the action period reached the goal, else failed (root); runs as an EVALUATE_ACTIONS task of the universe, waited for',
        tags,
        params: { $ref: 'SurveyParams#' },
        response: { 200: { $ref: 'ActionEvaluation#' }, ...errors },
      },
    },
    async (request) => {
      const job: EvaluationJob = await withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => ({
        universeId: a.universeId,
        surveyId: a.survey.id,
        today: a.today,
        userId: a.userId,
      }));
      // An EVALUATE_ACTIONS task of the universe; a server without a job queue evaluates in the request.
      return ctx.jobs ? evaluateInJob(ctx.jobs, job) : evaluateSurvey(ctx.db, job);
    },
  );

  app.get<{ Params: ActionPeriodParams; Reply: ActionEffectivePeriod }>(
    '/vuejs/actions/effectiveactionperiod/:survey/:from/:deadline',
    {
      config: { access: { role: 'signedIn', scope: 'survey' } },
      schema: {
        summary: "The days an action's value counts: from the from date to the deadline, not past today",
        tags,
        params: { $ref: 'ActionPeriodParams#' },
        response: { 200: { $ref: 'ActionEffectivePeriod#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, async (a) => effectivePeriodAnswer(a, request.params.from, request.params.deadline)),
  );

  app.post<{ Params: ActionParams; Body: ActionChartRequest; Reply: ActionChart }>(
    '/vuejs/charts/actionchart/:survey/:id',
    {
      config: unitAccess,
      schema: {
        summary: "The development of an action's expression at its unit with the goal line and the action period marked (id 0: body names expression, path, period and goal)",
        tags,
        params: { $ref: 'ActionParams#' },
        body: { $ref: 'ActionChartRequest#' },
        response: { 200: { $ref: 'ActionChart#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => actionChartAnswer(a, request.params.id, request.body)),
  );
}
