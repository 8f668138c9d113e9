/**
 * The evaluation (issue 15): every open action whose deadline has passed is closed, completed when the value of its
 * expression over the action period reached the goal (core/actions/rules.ts `verdict`, inverse variables reversed),
 * failed otherwise, with a history entry holding the value and the goal. The root user runs it for one survey
 * (GET vuejs/actions/evaluate); a daily pg-boss job runs it for every survey of every universe.
 */
import type { PoolClient } from 'pg';
import { ACTION_COMPLETED, ACTION_OPEN, verdict } from '../../core/actions/rules';
import { readSurveyAnalytics, type SurveyAnalytics } from '../analytics/survey-config';
import type { Db } from '../db/pool';
import type { JobQueue } from '../jobs/queue';
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

/** Evaluates every survey of every universe at `db.today()`, one transaction per universe (row-level security inside it). */
export async function evaluateEverywhere(db: Db): Promise<ActionEvaluation> {
  const today = db.today();
  const total: ActionEvaluation = { evaluated: 0, completed: 0, failed: 0 };
  const { rows: universes } = await db.pool.query<{ id: number }>(`select id from universe order by id`);
  for (const u of universes) {
    await db.withTenant({ universeId: u.id }, async (client: PoolClient) => {
      const { rows: surveys } = await client.query<{ id: number; ext_name: string; title: string; config: Record<string, unknown> }>(
        `select s.id, s.ext_name, s.title, s.config from survey s where exists (select 1 from action a where a.survey_id = s.id and a.state = ${ACTION_OPEN} and a.deadline < $1::date)`,
        [today],
      );
      for (const s of surveys) {
        const sa: SurveyAnalytics = readSurveyAnalytics(s.config);
        const r = await evaluateDueActions({ client, universeId: u.id, today, sa, survey: { id: s.id, extName: s.ext_name, title: s.title } }, null);
        total.evaluated += r.evaluated;
        total.completed += r.completed;
        total.failed += r.failed;
      }
    });
  }
  return total;
}

/** The daily evaluation, scheduled once however many processes run; a retried job finds the closed actions closed. */
export async function registerActionJobs(jobs: JobQueue, db: Db, log: (m: string) => void): Promise<void> {
  await jobs.define({ name: ACTIONS_QUEUE, expireInSeconds: 900, retryLimit: 2, retryDelay: 30 });
  await jobs.work(ACTIONS_QUEUE, async () => {
    const r = await evaluateEverywhere(db);
    if (r.evaluated) log(`actions: evaluated ${r.evaluated} actions past their deadline (${r.completed} completed, ${r.failed} failed)`);
  });
  await jobs.schedule(ACTIONS_QUEUE, '5 1 * * *');
}

/** Asks for an evaluation now (the same job); one per day however often asked. */
export function requestEvaluation(jobs: JobQueue, day: string): Promise<string | null> {
  return jobs.send(ACTIONS_QUEUE, {}, { singletonKey: `${ACTIONS_QUEUE}:${day}` });
}
