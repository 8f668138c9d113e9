/**
 * Task calls under vuejs/surveys/tasks (issue 21, spec 3 sections 4 and 7): the universe's background work from the
 * survey details, run one again, delete one, give the filtered set a state, delete the filtered set. The writes are
 * GETs, as the spec's calls are. Administrators of the universe and root only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { administeredSurvey } from '../admin/administered-survey';
import { assignTaskState, deleteTask, deleteTasks, listTasks, processTask } from '../admin/tasks';
import type { AnalyticsContext } from '../survey/context';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import { surveyAdminAccess } from './survey-admin';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';
import type { SurveyAdminParams } from '../../schemas/api/params/survey-admin-params.gen';
import type { TaskParams } from '../../schemas/api/params/task-params.gen';
import type { TaskQuery } from '../../schemas/api/params/task-query.gen';

const tags = ['surveys'];
const listed = {
  200: { $ref: 'TaskList#' },
  ...errors,
  503: { $ref: 'ApiError#' },
};

export async function taskRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The call's work in the survey it administers (an id of another universe is not found). */
  const inSurvey = <T>(request: FastifyRequest & { params: SurveyAdminParams }, readOnly: boolean, fn: (a: AnalyticsContext) => Promise<T>) =>
    withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly }, async (a) => {
      await administeredSurvey(a, request.params.surveyId);
      return fn(a);
    });

  app.get<{
    Params: SurveyAdminParams;
    Querystring: TaskQuery;
    Reply: TaskList;
  }>(
    '/vuejs/surveys/tasks/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: "The universe's tasks that pass the state and type filters, newest first",
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        querystring: { $ref: 'TaskQuery#' },
        response: listed,
      },
    },
    (request) => inSurvey(request, true, (a) => listTasks(ctx.jobs, a, request.query)),
  );

  app.get<{ Params: TaskParams; Reply: Task }>(
    '/vuejs/surveys/tasks/process/:survey/:surveyId/:taskId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Runs a task again (a failed one is retried, a paused one reopened); answers the task as it is now',
        tags,
        params: { $ref: 'TaskParams#' },
        response: {
          200: { $ref: 'Task#' },
          ...errors,
          503: { $ref: 'ApiError#' },
        },
      },
    },
    (request) => inSurvey(request, true, (a) => processTask(ctx.jobs, a, request.params.taskId)),
  );

  app.get<{ Params: TaskParams; Reply: TaskList }>(
    '/vuejs/surveys/tasks/deletesingle/:survey/:surveyId/:taskId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Deletes a task; answers the tasks left',
        tags,
        params: { $ref: 'TaskParams#' },
        response: listed,
      },
    },
    (request) => inSurvey(request, true, (a) => deleteTask(ctx.jobs, a, request.params.taskId)),
  );

  app.get<{
    Params: SurveyAdminParams;
    Querystring: TaskQuery;
    Reply: TaskList;
  }>(
    '/vuejs/surveys/tasks/assignstate/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Gives the tasks that pass the filters the state newstate where the queue allows it; answers them',
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        querystring: { $ref: 'TaskQuery#' },
        response: listed,
      },
    },
    (request) => inSurvey(request, true, (a) => assignTaskState(ctx.jobs, a, request.query)),
  );

  app.get<{
    Params: SurveyAdminParams;
    Querystring: TaskQuery;
    Reply: TaskList;
  }>(
    '/vuejs/surveys/tasks/delete/:survey/:surveyId',
    {
      config: surveyAdminAccess,
      schema: {
        summary: 'Deletes the tasks that pass the filters; answers what is left of them',
        tags,
        params: { $ref: 'SurveyAdminParams#' },
        querystring: { $ref: 'TaskQuery#' },
        response: listed,
      },
    },
    (request) => inSurvey(request, true, (a) => deleteTasks(ctx.jobs, a, request.query)),
  );
}
