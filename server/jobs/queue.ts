import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, type ConstructorOptions, type SendOptions } from 'pg-boss';

export interface QueueDefinition {
  name: string;
  /** A job whose worker dies (process killed) returns to the queue after this long. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelay?: number;
}

/**
 * Whose work a job is: every job a universe's request or data queues carries its universe (and its survey where it
 * has one) in its data, so the universe's administrators see it as a task (server/admin/tasks.ts). Only the system's
 * own scheduled work, which runs for every universe, carries none.
 */
export interface JobOwner {
  universeId: number;
  surveyId?: number;
}

/** The owner of work asked for in a survey. */
export const jobOwner = (ctx: { universeId: number; survey: { id: number } }): JobOwner => ({ universeId: ctx.universeId, surveyId: ctx.survey.id });

/** What the handler returns is kept as the job's output (see `result`); what it throws fails the try, retried while tries are left. */
export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number }) => Promise<unknown>;

/**
 * Thrown by a handler when trying again cannot help (a mail server refusing the address with a 5xx): the job is
 * FAILED at once with this message as its reason, whatever tries are left.
 */
export class FinalJobFailure extends Error {
  constructor(
    message: string,
    /** Kept in the job's output beside `message` (the refusal a waiting request answers with). */
    readonly details?: object,
  ) {
    super(message);
  }
}

export interface JobResult {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: unknown;
}

/** A job as the tasks list shows it (server/admin/tasks.ts). */
export interface QueuedJob {
  id: string;
  name: string;
  state: JobResult['state'];
  priority: number;
  data: unknown;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date | null;
}

/** What an administrator can do to jobs: hold (cancel), reopen a held one (resume), run a failed one again (retry), settle, delete. */
export type JobCommand = 'cancel' | 'resume' | 'retry' | 'complete' | 'fail' | 'delete';

export interface JobQueue {
  /** Creates the queue when it does not exist yet; safe to call from every process. */
  define(queue: QueueDefinition): Promise<void>;
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /** Starts a worker on the queue; the answer names it for `offWork`. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<string>;
  /** Stops one worker (running jobs finish first), e.g. a closing app's that holds its mailer. */
  offWork(name: string, workerId: string): Promise<void>;
  /** A job's state and output (its handler's answer, or the failure), or null when it is gone. */
  result(name: string, id: string): Promise<JobResult | null>;
  /** Forgets a finished job whose output was read (a job whose data or output is large). */
  remove(name: string, id: string): Promise<void>;
  /** Jobs of every queue whose data contains `data` (e.g. a universe's), at most `limit` per queue. */
  find(data: object, limit: number): Promise<QueuedJob[]>;
  /** Does `command` to these jobs of one queue. */
  command(name: string, ids: string[], command: JobCommand): Promise<void>;
  /** Cron in UTC; one process runs each occurrence however many are started. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Waits for a job a request queued and waits on (an import, an evaluation): its result once completed, failed or
 * paused (cancelled), null once deleted; after `timeoutMs` its result as it stands (still waiting or running).
 */
export async function jobSettled(jobs: JobQueue, name: string, id: string, timeoutMs: number, pollMs = 200): Promise<JobResult | null> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(pollMs)) {
    const result = await jobs.result(name, id);
    if (!result || ['completed', 'failed', 'cancelled'].includes(result.state) || Date.now() >= deadline) return result;
  }
}

export interface JobQueueOptions {
  log?: (message: string) => void;
  /** How often expired jobs are swept back into their queue. */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}

/**
 * Background work lives in PostgreSQL (pg-boss, schema `pgboss`), so any number of stateless server
 * processes share it and a killed process loses nothing: its jobs expire and are retried elsewhere.
 * pg-boss manages its own tables (queues are partitions created at run time), so it connects as the
 * database owner; job handlers do their tenant work through `db.withTenant` like any route.
 */
export async function startJobQueue(ownerUrl: string, opts: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: ownerUrl,
    max: 4,
    application_name: 'sightline-jobs',
    // Expired jobs are found by the supervisor's monitor pass (pg-boss 11+), deletions by maintenance.
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    superviseIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    monitorIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
  } as ConstructorOptions);
  boss.on('error', (err: Error) => opts.log?.(`job queue: ${err.message}`));
  await boss.start();
  const polling = opts.pollingIntervalSeconds ?? 2;

  return {
    async define(queue) {
      const existing = await boss.getQueue(queue.name);
      if (existing) return;
      await boss
        .createQueue(queue.name, {
          expireInSeconds: queue.expireInSeconds ?? 15 * 60,
          retryLimit: queue.retryLimit ?? 3,
          retryDelay: queue.retryDelay ?? 5,
          retryBackoff: true,
        })
        // Another process may have created it between the check and here.
        .catch(async (err: Error) => {
          if (!(await boss.getQueue(queue.name))) throw err;
        });
    },
    send(name, data, sendOpts) {
      return boss.send(name, data, sendOpts ?? {});
    },
    work(name, handler) {
      // Settled per job, so a FinalJobFailure skips the tries left; any other throw fails the try as before.
      return boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: polling, perJobResults: true }, async (batch) =>
        Promise.all(
          batch.map(async (job) => {
            try {
              return { id: job.id, status: 'completed' as const, output: await handler(job.data as never, { id: job.id, retryCount: job.retryCount }) };
            } catch (err) {
              if (err instanceof FinalJobFailure) return { id: job.id, status: 'deadletter' as const, output: { ...err.details, message: err.message } };
              throw err;
            }
          }),
        ),
      );
    },
    offWork(name, workerId) {
      return boss.offWork(name, { id: workerId, wait: true });
    },
    async result(name, id) {
      const job = await boss.getJobById(name, id);
      return job ? { state: job.state, output: job.output } : null;
    },
    async remove(name, id) {
      await boss.deleteJob(name, id);
    },
    async find(data, limit) {
      const queues = await boss.getQueues();
      const found = await Promise.all(queues.map((q) => boss.findJobs<object>(q.name, { data, limit })));
      return found.flat().map((j) => ({
        id: j.id,
        name: j.name,
        state: j.state,
        priority: j.priority,
        data: j.data,
        output: j.output ?? null,
        createdOn: j.createdOn,
        startedOn: j.startedOn ?? null,
        completedOn: j.completedOn ?? null,
        startAfter: j.startAfter ?? null,
      }));
    },
    async command(name, ids, command) {
      if (ids.length === 0) return;
      if (command === 'delete') await boss.deleteJob(name, ids);
      else if (command === 'complete') await boss.complete(name, ids, { completedBy: 'administrator' });
      else if (command === 'fail') await boss.fail(name, ids, { message: 'Set to failed by an administrator' });
      else await boss[command](name, ids);
    },
    schedule(name, cron, data) {
      return boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
    },
    stop(timeoutMs = 30_000) {
      return boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
