/**
 * Alert calls (spec 1 section 7): list and listnew, details, update and suggestions. Every call runs in the session's
 * universe (row-level security), loads the survey and the role's unit scope (loadContext) and checks the drill unit
 * or the alert's unit against it.
 *
 * List path parameters: survey, drill path (segments, optionally `;filters`), from and to (row offsets, to
 * exclusive, at most 200 rows), sort (`column:asc|desc` with column createdAt, interviewDate, state, unit, score
 * or id; `default` for the survey's configured initial sorting) and filter (`;`-joined filter tokens or `none`).
 * The time filter selects by the alert's creation time; standard filters select by the alert's interview. The
 * query parameter `state` (2, 6 or 3) keeps only that state; the answer counts every state either way.
 */
import type { FastifyInstance } from 'fastify';
import { alertDetails } from '../alerts/details';
import { alertListAnswer, alertSuggestionsAnswer } from '../alerts/list-answer';
import { updateAlert } from '../alerts/update';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import type { AlertDetails } from '../../schemas/api/alert-details.gen';
import type { AlertList } from '../../schemas/api/alert-list.gen';
import type { AlertSave } from '../../schemas/api/alert-save.gen';
import type { AlertSaveError } from '../../schemas/api/alert-save-error.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { AlertListParams } from '../../schemas/api/params/alert-list-params.gen';
import type { AlertListQuery } from '../../schemas/api/params/alert-list-query.gen';
import type { SuggestionParams } from '../../schemas/api/params/suggestion-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';

export async function alertRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [call, onlyOpen] of [
    ['list', false],
    ['listnew', true],
  ] as const) {
    app.get<{ Params: AlertListParams; Querystring: AlertListQuery; Reply: AlertList }>(
      `/vuejs/alert/${call}/:survey/:path/:from/:to/:sort/:filter`,
      {
        config: { access: { role: 'signedIn', scope: 'unit' } },
        schema: {
          summary: onlyOpen
            ? 'Open alerts (states 2 and 6) under the drill unit: params survey, path, from, to (exclusive), sort (column:asc|desc or default), filter (tokens or none); ?state= one state'
            : 'Alerts under the drill unit: params survey, path, from, to (exclusive), sort (column:asc|desc or default), filter (tokens or none); ?state= one state',
          tags: ['alert'],
          params: { $ref: 'AlertListParams#' },
          querystring: { $ref: 'AlertListQuery#' },
          response: { 200: { $ref: 'AlertList#' }, ...errors },
        },
      },
      (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => alertListAnswer(a, { ...request.params, onlyOpen, state: request.query.state })),
    );
  }

  app.get<{ Params: SurveyRowParams; Reply: AlertDetails }>(
    '/vuejs/alert/details/:survey/:id',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'One alert: state, information, questions, comments, history and the interview summary',
        tags: ['alert'],
        params: { $ref: 'SurveyRowParams#' },
        response: { 200: { $ref: 'AlertDetails#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => alertDetails(a, a.userId, request.params.id)),
  );

  app.post<{ Params: SurveyRowParams; Body: AlertSave; Reply: { 200: AlertDetails; 400: AlertSaveError } }>(
    '/vuejs/alert/update/:survey/:id',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Saves an alert: answers, a new comment, a history row; closed gives state 3, otherwise 6. 400 names each refused field.',
        tags: ['alert'],
        params: { $ref: 'SurveyRowParams#' },
        body: { $ref: 'AlertSave#' },
        response: { 200: { $ref: 'AlertDetails#' }, ...errors, 400: { $ref: 'AlertSaveError#' } },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => updateAlert(a, a.userId, request.params.id, request.body)),
  );

  app.get<{ Params: SuggestionParams; Reply: RankingSuggestions }>(
    '/vuejs/alert/suggestions/:survey/:path/:term',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Units below the drill unit whose name contains the term, and alerts whose number is the term or whose comments contain it',
        tags: ['alert'],
        params: { $ref: 'SuggestionParams#' },
        response: { 200: { $ref: 'RankingSuggestions#' }, ...errors },
      },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => alertSuggestionsAnswer(a, request.params.path, request.params.term)),
  );
}
