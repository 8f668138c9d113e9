/**
 * Tasks (spec 3 sections 3 and 4, Tasks; vuejs/surveys/tasks*): the universe's background work (reports, campaign
 * sending, letters) as the job queue holds it, its states and types mapped to the spec's. An administrator can run
 * one again, delete one, give the filtered set a state or delete the filtered set. Every job a universe queues
 * carries its universe (JobOwner); only jobs whose data names the caller's universe are seen or touched.
 */
import { ACTIONS_QUEUE } from '../actions/evaluate';
import { CAMPAIGN_SCHEDULE_QUEUE, CAMPAIGN_SEND_QUEUE } from '../campaigns/engine';
import { Invalid, NotFound, Unavailable } from '../errors';
import { MAINTENANCE_QUEUE } from '../jobs/maintenance';
import type { JobCommand, JobQueue, JobResult, QueuedJob } from '../jobs/queue';
import { LETTER_QUEUE } from '../letters/render';
import type { ReportKind } from '../reports/kinds';
import { REPORT_QUEUE, type ReportJob } from '../reports/service';
import type { AnalyticsContext } from '../survey/context';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';
import type { TaskState } from '../../schemas/api/task-state.gen';
import type { TaskType } from '../../schemas/api/task-type.gen';
import { TASK_TYPES } from '../../core/tasks';
import type { TaskQuery } from '../../schemas/api/params/task-query.gen';

const STATES: Record<JobResult['state'], TaskState> = {
  created: 'OPEN',
  active: 'PROCESSING',
  completed: 'CLOSED',
  failed: 'FAILED',
  retry: 'RETRY',
  cancelled: 'PAUSED',
};
/** The most tasks a list shows: the newest. */
export const MAX_TASKS = 500;
const TEXT_LIMIT = 300;

/** A report job's task type by its report's kind (spec 3 section 9, report types). */
const REPORT_TYPES: Record<ReportKind, TaskType> = {
  benchmarkpdf: 'OVERVIEW',
  indicatorsreport: 'CORE',
  samplesreport: 'SAMPLES',
  sampletablereport: 'SAMPLES',
  alertsreport: 'ALERTS',
  actionsreport: 'ACTIONS',
  benchmarkreport: 'RANKING',
  rankingreport: 'RANKINGLIST',
  interviewsreport: 'INTERVIEWS',
  recordtablereport: 'INTERVIEWS',
  interviewpdf: 'INTERVIEWS',
  commentsreport: 'INTERVIEWS',
  lettersarchive: 'MAIL_MERGE',
};

/**
 * The one table of what the system's jobs are as tasks: each queue, and a job's type from its data. null: the
 * system's own scheduled work (it runs for every universe and carries none), never a universe's task. A queue that
 * is not listed here is nobody's task either.
 */
const TASK_TYPES_OF_QUEUES: Record<string, (data: Record<string, unknown>) => TaskType | null> = {
  [REPORT_QUEUE]: (data) => REPORT_TYPES[(data as Partial<ReportJob>).kind!] ?? null,
  [CAMPAIGN_SEND_QUEUE]: () => 'BULK_MAIL',
  [LETTER_QUEUE]: () => 'MAIL_MERGE',
  [CAMPAIGN_SCHEDULE_QUEUE]: () => null,
  [ACTIONS_QUEUE]: () => null,
  [MAINTENANCE_QUEUE]: () => null,
};


/** A job's task type; null when it is no universe's task. */
export const taskType = (job: Pick<QueuedJob, 'name' | 'data'>): TaskType | null =>
  TASK_TYPES_OF_QUEUES[job.name]?.((job.data ?? {}) as Record<string, unknown>) ?? null;

/** A universe's job with its task type. */
type TaskJob = QueuedJob & { type: TaskType };

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
};

function toTask(job: TaskJob): Task {
  const { universeId: _universe, surveyId: _survey, ...given } = (job.data ?? {}) as Record<string, unknown>;
  const output = job.output as { message?: unknown } | null;
  return {
    id: job.id,
    type: job.type,
    state: STATES[job.state],
    priority: job.priority,
    created: job.createdOn.toISOString(),
    updated: (job.completedOn ?? job.startedOn)?.toISOString() ?? null,
    scheduled: job.startAfter?.toISOString() ?? null,
    reason: short(output && typeof output === 'object' && 'message' in output ? output.message : output),
    description: short(given),
  };
}

function queueOf(jobs: JobQueue | null): JobQueue {
  if (!jobs) throw new Unavailable('no_job_queue', 'This server runs without background jobs, so it has no tasks.');
  return jobs;
}

/** The universe's jobs that are tasks, newest first. */
async function universeJobs(jobs: JobQueue, ctx: AnalyticsContext): Promise<TaskJob[]> {
  const found = await jobs.find({ universeId: ctx.universeId }, MAX_TASKS);
  return found
    .flatMap((job) => {
      const type = taskType(job);
      return type ? [{ ...job, type }] : [];
    })
    .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
}

const passes = (query: TaskQuery) => (job: TaskJob) => (!query.state || STATES[job.state] === query.state) && (!query.type || job.type === query.type);

export async function listTasks(jobs: JobQueue | null, ctx: AnalyticsContext, query: TaskQuery): Promise<TaskList> {
  const all = await universeJobs(queueOf(jobs), ctx);
  return {
    tasks: all.filter(passes(query)).slice(0, MAX_TASKS).map(toTask),
    types: TASK_TYPES,
  };
}

async function findTask(jobs: JobQueue, ctx: AnalyticsContext, id: string): Promise<TaskJob> {
  const job = (await universeJobs(jobs, ctx)).find((j) => j.id === id);
  if (!job) throw new NotFound('unknown_task', `There is no task ${id} in this universe.`);
  return job;
}

/** What running a task again means in its state: a failed one is retried, a held one reopened; others are left as they are. */
const PROCESS: Partial<Record<TaskState, JobCommand>> = {
  FAILED: 'retry',
  PAUSED: 'resume',
  RETRY: 'retry',
};

export async function processTask(jobs: JobQueue | null, ctx: AnalyticsContext, id: string): Promise<Task> {
  const queue = queueOf(jobs);
  const job = await findTask(queue, ctx, id);
  const command = PROCESS[STATES[job.state]];
  if (command) await queue.command(job.name, [job.id], command);
  return toTask(await findTask(queue, ctx, id));
}

export async function deleteTask(jobs: JobQueue | null, ctx: AnalyticsContext, id: string): Promise<TaskList> {
  const queue = queueOf(jobs);
  const job = await findTask(queue, ctx, id);
  await queue.command(job.name, [job.id], 'delete');
  return listTasks(queue, ctx, {});
}

/** The command that brings a job in its state to the chosen one (none: the job stays as it is). */
function commandTo(target: TaskState, from: TaskState): JobCommand | null {
  if (target === from) return null;
  switch (target) {
    case 'PAUSED':
      return from === 'OPEN' || from === 'RETRY' || from === 'PROCESSING' ? 'cancel' : null;
    case 'OPEN':
      return from === 'PAUSED' ? 'resume' : from === 'FAILED' ? 'retry' : null;
    case 'RETRY':
      return from === 'FAILED' ? 'retry' : null;
    case 'CLOSED':
      return from === 'OPEN' || from === 'RETRY' || from === 'PROCESSING' ? 'complete' : null;
    case 'FAILED':
      return from === 'PROCESSING' ? 'fail' : null;
    default:
      return null;
  }
}

/** Gives every task that passes the filters the state `newstate`, where the job queue allows that change. */
export async function assignTaskState(jobs: JobQueue | null, ctx: AnalyticsContext, query: TaskQuery): Promise<TaskList> {
  const queue = queueOf(jobs);
  if (!query.newstate) throw new Invalid('newstate_required', 'Say which state the tasks get (newstate).');
  if (query.newstate === 'PROCESSING') throw new Invalid('bad_newstate', 'A task starts PROCESSING when a worker takes it; it cannot be set to it.');
  const chosen = (await universeJobs(queue, ctx)).filter(passes(query));
  const batches = new Map<string, string[]>();
  for (const job of chosen) {
    const command = commandTo(query.newstate, STATES[job.state]);
    if (!command) continue;
    const key = `${job.name}\n${command}`;
    batches.set(key, [...(batches.get(key) ?? []), job.id]);
  }
  for (const [key, ids] of batches) {
    const [name, command] = key.split('\n') as [string, JobCommand];
    await queue.command(name, ids, command);
  }
  return listTasks(queue, ctx, { state: query.state, type: query.type });
}

/** Deletes every task that passes the filters. */
export async function deleteTasks(jobs: JobQueue | null, ctx: AnalyticsContext, query: TaskQuery): Promise<TaskList> {
  const queue = queueOf(jobs);
  const chosen = (await universeJobs(queue, ctx)).filter(passes(query));
  const byQueue = new Map<string, string[]>();
  for (const job of chosen) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job.id]);
  for (const [name, ids] of byQueue) await queue.command(name, ids, 'delete');
  return listTasks(queue, ctx, { state: query.state, type: query.type });
}
