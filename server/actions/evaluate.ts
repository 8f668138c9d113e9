/**
 * The evaluation (issue 15): every open action whose deadline has passed is closed, completed when the value of its
 * expression over the action period reached the goal (core/actions/rules.ts `verdict`, inverse variables reversed),
 * failed otherwise, with a history entry holding the value and the goal. Each survey's evaluation is a job of its
 * universe (an EVALUATE_ACTIONS task): the root user's call (GET vuejs/actions/evaluate) queues its survey's and waits
 * for it; a daily pg-boss sweep queues one for every survey of every universe with actions due.
 */
import type { PoolClient } from 'pg';
import { ACTION_COMPLETED, ACTION_OPEN, verdict } from '../../core/actions/rules';
import { readSurveyAnalytics, type SurveyAnalytics } from '../analytics/survey-config';
import type { Db } from '../db/pool';
import { jobSettled, type JobOwner, type JobQueue } from '../jobs/queue';
import { Unavailable } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { ActionEvaluation } from '../../schemas/api/action-evaluation.gen';
import { addHistory } from './store';
import { expressionValue } from './value';

/** What the evaluation needs of a survey: no caller, so no scope (the job) or the root user (the call). */
export type EvaluationScope = Pick<AnalyticsContext, 'client' | 'survey' | 'sa' | 'today' | 'universeId'>;

export async function evaluateDueActions(scope: EvaluationScope, userId: number | null): Promise<ActionEvaluation> {
  // Locked and skipped: a job and a root user's call at the same time never close an action twice.
  const { rows } = await scope.client.query<{ id: number; path: string; expression: string; goal: number; periodStart: string; deadline: string }>(
    `select a.id::int as id, u.path, a.expression, a.goal, to_char(a.period_start, 'YYYY-MM-DD') as "periodStart", to_char(a.deadline, 'YYYY-MM-DD') as deadline
       from action a join unit u on u.id = a.unit_id
      where a.survey_id = $1 and a.state = ${ACTION_OPEN} and a.deadline < $2::date
      order by a.id for update of a skip locked`,
    [scope.survey.id, scope.today],
  );
  const out: ActionEvaluation = { evaluated: 0, completed: 0, failed: 0 };
  for (const a of rows) {
    const v = scope.sa.variables.get(a.expression);
    // An expression the configuration no longer defines has no value: the action failed rather than staying open forever.
    const value = v ? (await expressionValue(scope, a, v, { from: a.periodStart, to: a.deadline })).value : null;
    const state = verdict(value, a.goal, Boolean(v?.inverse));
    await scope.client.query(`update action set state = $2, end_value = $3, closed_at = now() where id = $1`, [a.id, state, value]);
    await addHistory(scope, { actionId: a.id, kind: state === ACTION_COMPLETED ? 'completed' : 'failed', userId, message: '', score: value, goal: a.goal });
    out.evaluated++;
    if (state === ACTION_COMPLETED) out.completed++;
    else out.failed++;
  }
  return out;
}

export const ACTIONS_QUEUE = 'actions-evaluate';
/**
 * One survey's evaluation, a task of its universe: the daily sweep (ACTIONS_QUEUE, the system's own work) queues one
 * per survey with open actions past their deadline, and the root user's call queues its survey's and waits for it.
 * The job carries its day, so a retry judges by the same day; a retry finds the closed actions closed.
 */
export const EVALUATION_QUEUE = 'actions-evaluate-survey';
const EVALUATION_EXPIRE_SECONDS = 900;

export interface EvaluationJob extends JobOwner {
  surveyId: number;
  today: string;
  /** The root user who asked (the history names them); null for the daily sweep. */
  userId: number | null;
}

/** The evaluation jobs due at `today`: every survey of every universe with an open action past its deadline. */
export async function dueEvaluations(db: Db, today: string): Promise<EvaluationJob[]> {
  const { rows: universes } = await db.pool.query<{ id: number }>(`select id from universe order by id`);
  const due: EvaluationJob[] = [];
  for (const u of universes) {
    const surveys = await db.withTenant({ universeId: u.id }, async (client: PoolClient) =>
      (
        await client.query<{ id: number }>(
          `select s.id from survey s where exists (select 1 from action a where a.survey_id = s.id and a.state = ${ACTION_OPEN} and a.deadline < $1::date) order by s.id`,
          [today],
        )
      ).rows,
    );
    for (const s of surveys) due.push({ universeId: u.id, surveyId: s.id, today, userId: null });
  }
  return due;
}

/** One survey's evaluation, in one transaction of its universe (row-level security inside it). */
export function evaluateSurvey(db: Db, job: EvaluationJob): Promise<ActionEvaluation> {
  return db.withTenant({ universeId: job.universeId }, async (client: PoolClient) => {
    const { rows } = await client.query<{ id: number; ext_name: string; title: string; config: Record<string, unknown> }>(`select id, ext_name, title, config from survey where id = $1`, [job.surveyId]);
    const s = rows[0];
    if (!s) return { evaluated: 0, completed: 0, failed: 0 };
    const sa: SurveyAnalytics = readSurveyAnalytics(s.config);
    return evaluateDueActions({ client, universeId: job.universeId, today: job.today, sa, survey: { id: s.id, extName: s.ext_name, title: s.title } }, job.userId);
  });
}

/** Starts the survey evaluation worker (with the app: the root's call waits for it); the answer stops it. */
export async function registerEvaluationJobs(jobs: JobQueue, db: Db): Promise<() => Promise<void>> {
  await jobs.define({ name: EVALUATION_QUEUE, expireInSeconds: EVALUATION_EXPIRE_SECONDS, retryLimit: 2, retryDelay: 30 });
  const worker = await jobs.work<EvaluationJob>(EVALUATION_QUEUE, (job) => evaluateSurvey(db, job));
  return () => jobs.offWork(EVALUATION_QUEUE, worker);
}

/** The daily sweep, scheduled once however many processes run: one evaluation job per survey that has actions due. */
export async function registerActionJobs(jobs: JobQueue, db: Db, log: (m: string) => void): Promise<void> {
  await jobs.define({ name: ACTIONS_QUEUE, expireInSeconds: 900, retryLimit: 2, retryDelay: 30 });
  await jobs.define({ name: EVALUATION_QUEUE, expireInSeconds: EVALUATION_EXPIRE_SECONDS, retryLimit: 2, retryDelay: 30 });
  await jobs.work(ACTIONS_QUEUE, async () => {
    const due = await dueEvaluations(db, db.today());
    const queued: string[] = [];
    for (const job of due) {
      // One per survey and day however often the sweep runs (a retry, or asked again).
      const id = await jobs.send<EvaluationJob>(EVALUATION_QUEUE, job, { singletonKey: `${EVALUATION_QUEUE}:${job.surveyId}:${job.today}` });
      if (id) queued.push(id);
    }
    if (due.length) log(`actions: queued the evaluation of ${due.length} surveys with actions past their deadline`);
    return { queued };
  });
  await jobs.schedule(ACTIONS_QUEUE, '5 1 * * *');
}

/** Asks for an evaluation now (the same job); one per day however often asked. */
export function requestEvaluation(jobs: JobQueue, day: string): Promise<string | null> {
  return jobs.send(ACTIONS_QUEUE, {}, { singletonKey: `${ACTIONS_QUEUE}:${day}` });
}

/** GET vuejs/actions/evaluate (root): the survey's evaluation as its universe's task, waited for. */
export async function evaluateInJob(jobs: JobQueue, job: EvaluationJob): Promise<ActionEvaluation> {
  const id = await jobs.send<EvaluationJob>(EVALUATION_QUEUE, job);
  if (!id) throw new Unavailable('evaluation_not_queued', 'The evaluation could not be queued: try again.');
  const result = await jobSettled(jobs, EVALUATION_QUEUE, id, EVALUATION_EXPIRE_SECONDS * 1000);
  if (result?.state === 'completed') return result.output as ActionEvaluation;
  throw new Unavailable('evaluation_unfinished', `The evaluation did not finish (${result?.state ?? 'deleted'}): see the Tasks screen.`);
}
