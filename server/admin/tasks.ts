/**
 * Tasks (spec 3 sections 3 and 4, Tasks; vuejs/surveys/tasks*): the universe's background work (reports, imports,
 * campaign sending, letters, action evaluations, comment analyses, alert and notification mails) as the job queue holds it, its states and types mapped to the spec's. An administrator can run
 * one again, delete one, give the filtered set a state or delete the filtered set. Every job a universe queues
 * carries its universe (JobOwner); only jobs whose data names the caller's universe are seen or touched.
 */
import { ACTIONS_QUEUE, EVALUATION_QUEUE } from '../actions/evaluate';
import { CAMPAIGN_SCHEDULE_QUEUE, CAMPAIGN_SEND_QUEUE, type SendJob } from '../campaigns/engine';
import { Invalid, NotFound, Unavailable } from '../errors';
import { MAINTENANCE_QUEUE } from '../jobs/maintenance';
import { MAIL_QUEUE, type MailJob } from '../mail/jobs';
import { TEXT_QUEUE } from '../text/store';
import { IMPORT_QUEUE } from '../uploader/import-job';
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
/**
 * A campaign's sending by its channel. The spec's BULK_MAIL is e-mail; an SMS or phone campaign is no mail, so it has
 * its own added type (BULK_SMS, BULK_CALL); a letter campaign is the spec's MAIL_MERGE, as the letters archive is. A
 * sample mail action's campaign (its mails to chosen samples) is the spec's ACTION_MAIL.
 */
const SENDING_TYPES: Record<SendJob['sendingType'], TaskType> = { EMAIL: 'BULK_MAIL', SMS: 'BULK_SMS', PHONE: 'BULK_CALL', LETTER: 'MAIL_MERGE' };
const sendingType = (job: Partial<SendJob>): TaskType => (job.mailAction ? 'ACTION_MAIL' : SENDING_TYPES[job.sendingType ?? 'EMAIL'] ?? 'BULK_MAIL');

const TASK_TYPES_OF_QUEUES: Record<string, (data: Record<string, unknown>) => TaskType | null> = {
  [REPORT_QUEUE]: (data) => REPORT_TYPES[(data as Partial<ReportJob>).kind!] ?? null,
  [CAMPAIGN_SEND_QUEUE]: (data) => sendingType(data as Partial<SendJob>),
  [LETTER_QUEUE]: () => 'MAIL_MERGE',
  [MAIL_QUEUE]: (data) => (data as Partial<MailJob>).kind ?? null,
  [IMPORT_QUEUE]: () => 'IMPORT_INTERVIEWS',
  // No spec type reads or closes: the comment analysis and the action evaluation have their own added types.
  [TEXT_QUEUE]: () => 'TEXT_ANALYSIS',
  [EVALUATION_QUEUE]: () => 'EVALUATE_ACTIONS',
  [CAMPAIGN_SCHEDULE_QUEUE]: () => null,
  // The daily sweep, which queues an EVALUATION_QUEUE job per survey with actions due.
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
