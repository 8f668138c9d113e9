/**
 * Report tasks (spec 1 sections 3, 4 and 7): asking for a report checks access now and queues a job; the worker
 * builds the file inside the requester's universe and unit scope; status answers the real queue position; the
 * finished file is served from the database to its requester (or an admin of the same universe).
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { universeOf, type AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import type { Db } from '../db/pool';
import { jobOwner, type JobOwner, type JobQueue } from '../jobs/queue';
import { Conflict, DomainError, Forbidden, NotFound, TooMany, Unavailable } from '../errors';
import { rightsIn } from '../accounts/rights';
import { BUILDERS } from './builders/index';
import { DEFAULT_REPORT_TOOLS, formatOf, REPORT_KINDS, reportEnabled, type ReportFile, type ReportKind, type ReportParams, type ReportTools } from './kinds';
import type { ReportMenu } from '../../schemas/api/report-menu.gen';
import type { ReportState, ReportStatus } from '../../schemas/api/report-status.gen';
import type { ReportTask } from '../../schemas/api/report-task.gen';

export const REPORT_QUEUE = 'report-build';
/** Finished files are kept this long, then maintenance removes them. */
export const REPORT_RETENTION_HOURS = 24;

export type { Caller };

/** The job names its report's kind, so the tasks list shows its report type. */
export interface ReportJob extends JobOwner {
  taskId: string;
  kind?: ReportKind;
}

function refuseDisabled(ctx: AnalyticsContext, kind: ReportKind): void {
  if (!reportEnabled(ctx.sa, kind)) throw new Forbidden('report_disabled', `The ${kind} report is not enabled for survey "${ctx.survey.extName}".`);
}

/** The report kinds the survey offers (for the report menu). */
export async function availableReports(db: Db, caller: Caller, surveyExt: string): Promise<ReportMenu> {
  return withSurvey(db, caller, surveyExt, { readOnly: true }, async (ctx) => ({
    reports: REPORT_KINDS.filter((k) => reportEnabled(ctx.sa, k)).map((kind) => ({ kind, format: formatOf(kind) })),
  }));
}

/** Namespace of the per-user advisory lock that makes counting and queueing one step (the user id is the key). */
const REPORT_LIMIT_LOCK = 741852965;

/** 429 when the caller already has `perUser` reports waiting or being made in this universe. */
async function refuseOverLimit(client: pg.ClientBase, caller: Caller, perUser: number): Promise<void> {
  // Two requests at once must not both see room for one more: they take turns per user until commit.
  await client.query('select pg_advisory_xact_lock($1, $2)', [REPORT_LIMIT_LOCK, caller.userId]);
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from report_task where requested_by = $1 and status in ('QUEUED', 'RUNNING') and expires_at > now()`,
    [caller.userId],
  );
  const waiting = rows[0]?.n ?? 0;
  if (waiting >= perUser) {
    throw new TooMany('too_many_reports',
      `You already have ${waiting} ${waiting === 1 ? 'report' : 'reports'} waiting or being made (at most ${perUser} at a time). Ask for this one when one of them is finished.`,
    );
  }
}

/** Checks the request as the caller, records the task and queues its job; answers the task's id. No universe comes before no jobs. */
export async function requestReport(
  db: Db,
  jobs: JobQueue | null,
  caller: Caller,
  surveyExt: string,
  kind: ReportKind,
  params: ReportParams,
  perUser: number,
): Promise<ReportTask> {
  universeOf(caller);
  if (!jobs) throw new Unavailable('jobs_unavailable', 'Reports cannot be made right now: this server runs without background jobs.');
  const taskId = crypto.randomUUID();
  const owner = await withSurvey(db, caller, surveyExt, { readOnly: false }, async (ctx) => {
    refuseDisabled(ctx, kind);
    await BUILDERS[kind].check(ctx, params);
    await refuseOverLimit(ctx.client, caller, perUser);
    await ctx.client.query(
      `insert into report_task (id, universe_id, survey_id, kind, params, requested_by, acting_user_id, status, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'QUEUED', now() + make_interval(hours => $8))`,
      [taskId, ctx.universeId, ctx.survey.id, kind, JSON.stringify(params), caller.userId, caller.actingUserId ?? null, REPORT_RETENTION_HOURS],
    );
    await ctx.client.query(`insert into report_queue (task_id) values ($1)`, [taskId]);
    return jobOwner(ctx);
  });
  // Queued after the commit, so the worker always finds the task.
  try {
    await jobs.send<ReportJob>(REPORT_QUEUE, { taskId, kind, ...owner }, { singletonKey: taskId });
  } catch (err) {
    await finish(db, { taskId, ...owner }, { status: 'FAILED', error: 'The report could not be queued.' });
    throw err;
  }
  return { taskUUID: taskId };
}

interface TaskRow {
  id: string;
  survey_id: number;
  kind: ReportKind;
  params: ReportParams;
  requested_by: number | null;
  status: ReportState;
  error: string | null;
  file_name: string | null;
  content_type: string | null;
  expired: boolean;
}

/** The task in the caller's universe and survey, if the caller asked for it or administers the universe (404 otherwise). */
async function visibleTask(client: pg.ClientBase, caller: Caller, surveyExt: string, taskId: string): Promise<TaskRow> {
  const notFound = new NotFound('unknown_report', 'There is no such report for you in this survey.');
  if (!/^[0-9a-f-]{36}$/i.test(taskId)) throw notFound;
  const { rows } = await client.query<TaskRow>(
    `select t.id, t.survey_id, t.kind, t.params, t.requested_by, t.status, t.error, t.file_name, t.content_type, t.expires_at < now() as expired
       from report_task t join survey s on s.id = t.survey_id
      where t.id = $1 and s.ext_name = $2`,
    [taskId, surveyExt],
  );
  const task = rows[0];
  if (!task || task.expired) throw notFound;
  if (task.requested_by === caller.userId) return task;
  if (!(await rightsIn(client, caller)).isUniverseAdmin) throw notFound;
  return task;
}

/** Status and 1-based position among the reports still waiting in every universe (0 once running or done). */
export async function reportStatus(db: Db, caller: Caller, surveyExt: string, taskId: string): Promise<ReportStatus> {
  universeOf(caller);
  return db.withTenant(caller, async (client) => {
    const task = await visibleTask(client, caller, surveyExt, taskId);
    let position = 0;
    if (task.status === 'QUEUED') {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from report_queue q, (select queued_at from report_queue where task_id = $1) me
          where q.queued_at < me.queued_at or (q.queued_at = me.queued_at and q.task_id <= $1)`,
        [taskId],
      );
      position = Math.max(1, rows[0]?.n ?? 1);
    }
    return {
      status: task.status,
      position,
      ...(task.error ? { error: task.error } : {}),
      ...(task.file_name ? { fileName: task.file_name } : {}),
    };
  });
}

/** The finished file; 409 while it is still being made or when it failed. */
export async function reportFile(db: Db, caller: Caller, surveyExt: string, taskId: string): Promise<ReportFile> {
  universeOf(caller);
  return db.withTenant(caller, async (client) => {
    const task = await visibleTask(client, caller, surveyExt, taskId);
    if (task.status === 'FAILED') throw new Conflict('report_failed', task.error ?? 'The report could not be made.');
    if (task.status !== 'FINISHED') throw new Conflict('report_not_ready', 'The report is not ready yet.');
    const { rows } = await client.query<{ content: Buffer }>(`select content from report_task where id = $1`, [taskId]);
    return { fileName: task.file_name!, contentType: task.content_type!, content: rows[0]!.content };
  });
}

type Outcome = { status: 'FINISHED'; fileName: string; contentType: string; content: Buffer } | { status: 'FAILED'; error: string };

async function finish(db: Db, job: ReportJob, outcome: Outcome): Promise<void> {
  await db.withTenant({ universeId: job.universeId }, async (client) => {
    await client.query(
      `update report_task set status = $2, finished_at = now(), error = $3, file_name = $4, content_type = $5, content = $6 where id = $1`,
      outcome.status === 'FINISHED'
        ? [job.taskId, 'FINISHED', null, outcome.fileName, outcome.contentType, outcome.content]
        : [job.taskId, 'FAILED', outcome.error, null, null, null],
    );
    await client.query(`delete from report_queue where task_id = $1`, [job.taskId]);
  });
}

/**
 * The worker's part: mark the task running, build the file as its requester (their scope, read-only), store it.
 * A refusal (the requester lost access, the unit is gone) fails the task with that message instead of retrying;
 * a task that is already done (a retried job) is left alone.
 */
export async function runReportTask(db: Db, job: ReportJob, log: (m: string) => void = () => {}, tools: ReportTools = DEFAULT_REPORT_TOOLS): Promise<void> {
  const task = await db.withTenant({ universeId: job.universeId }, async (client) => {
    const { rows } = await client.query<{ kind: ReportKind; params: ReportParams; requested_by: number | null; acting_user_id: number | null; status: ReportState; ext_name: string }>(
      `select t.kind, t.params, t.requested_by, t.acting_user_id, t.status, s.ext_name from report_task t join survey s on s.id = t.survey_id where t.id = $1`,
      [job.taskId],
    );
    const row = rows[0];
    if (!row || row.status === 'FINISHED' || row.status === 'FAILED') return null;
    await client.query(`update report_task set status = 'RUNNING', started_at = now() where id = $1`, [job.taskId]);
    await client.query(`delete from report_queue where task_id = $1`, [job.taskId]);
    return row;
  });
  if (!task) return;
  let outcome: Outcome;
  try {
    if (task.requested_by === null) throw new Forbidden('forbidden', 'The user who asked for this report no longer exists.');
    const caller = { userId: task.requested_by, universeId: job.universeId, actingUserId: task.acting_user_id };
    const builder = BUILDERS[task.kind];
    const file = await withSurvey(db, caller, task.ext_name, { readOnly: !builder.writes, kind: 'report' }, async (ctx) => {
      refuseDisabled(ctx, task.kind);
      return builder.build(ctx, task.params, tools);
    });
    outcome = { status: 'FINISHED', ...file };
  } catch (err) {
    const refusal = err instanceof DomainError;
    if (!refusal) {
      log(`report ${job.taskId} (${task.kind}) failed: ${err instanceof Error ? err.stack : String(err)}`);
    }
    outcome = { status: 'FAILED', error: refusal ? err.message : 'The report could not be made because of an internal error.' };
  }
  await finish(db, job, outcome);
}

/** Removes expired report files in every universe (RLS shows each universe's tasks only inside it). */
export async function sweepExpiredReports(db: Db): Promise<number> {
  const { rows } = await db.pool.query<{ id: number }>(`select id from universe`);
  let removed = 0;
  for (const u of rows) {
    removed += await db.withTenant({ universeId: u.id }, async (client) => (await client.query(`delete from report_task where expires_at < now()`)).rowCount ?? 0);
  }
  return removed;
}

export async function registerReportJobs(jobs: JobQueue, db: Db, log: (m: string) => void, tools: ReportTools = DEFAULT_REPORT_TOOLS): Promise<void> {
  await defineReportQueue(jobs);
  await jobs.work<ReportJob>(REPORT_QUEUE, (job) => runReportTask(db, job, log, tools));
}

/** A killed worker's job returns after 10 minutes and is retried (the task is then still RUNNING and is redone). */
export function defineReportQueue(jobs: JobQueue): Promise<void> {
  return jobs.define({ name: REPORT_QUEUE, expireInSeconds: 600, retryLimit: 2, retryDelay: 5 });
}
