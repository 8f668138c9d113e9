/**
 * Tasks (spec 3 sections 3 and 4, Tasks; vuejs/surveys/tasks*): the universe's background work (reports, campaign
 * sending and whatever else carries its universe) as the job queue holds it, its states mapped to the spec's. An
 * administrator can run one again, delete one, give the filtered set a state or delete the filtered set. Only jobs
 * whose data names the caller's universe are seen or touched.
 */
import { Invalid, NotFound, Unavailable } from '../errors';
import type { JobCommand, JobQueue, JobResult, QueuedJob } from '../jobs/queue';
import type { AnalyticsContext } from '../survey/context';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';
import type { TaskState } from '../../schemas/api/task-state.gen';
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

/** A queue's name as a task type: `report-build` is REPORT_BUILD. */
export const taskType = (queue: string) => queue.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
};

function toTask(job: QueuedJob): Task {
  const { universeId: _universe, ...given } = (job.data ?? {}) as Record<string, unknown>;
  const output = job.output as { message?: unknown } | null;
  return {
    id: job.id,
    type: taskType(job.name),
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

async function universeJobs(jobs: JobQueue, ctx: AnalyticsContext): Promise<QueuedJob[]> {
  const found = await jobs.find({ universeId: ctx.universeId }, MAX_TASKS);
  return found.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
}

const passes = (query: TaskQuery) => (job: QueuedJob) =>
  (!query.state || STATES[job.state] === query.state) && (!query.type || taskType(job.name) === query.type);

export async function listTasks(jobs: JobQueue | null, ctx: AnalyticsContext, query: TaskQuery): Promise<TaskList> {
  const all = await universeJobs(queueOf(jobs), ctx);
  return {
    tasks: all.filter(passes(query)).slice(0, MAX_TASKS).map(toTask),
    types: [...new Set(all.map((j) => taskType(j.name)))].sort(),
  };
}

async function findTask(jobs: JobQueue, ctx: AnalyticsContext, id: string): Promise<QueuedJob> {
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
