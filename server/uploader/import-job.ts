/**
 * The import as a job (spec 3 section 9, task type IMPORT_INTERVIEWS): the mapping call queues the import of the kept
 * upload as a job of its universe and waits for it, so the universe's administrators see every import in the Tasks
 * screen (CLOSED with its counts, FAILED with the refusal) and any server process with a worker does it. The import
 * is one transaction (importMapped): a try that dies wrote nothing, so a retry is safe; a refusal (a bad row, an
 * unknown upload) fails the job at once and the waiting call answers it as it would have in the request.
 * A server without a job queue imports in the request (it has no tasks to show).
 */
import type { Db } from '../db/pool';
import { Conflict, DomainError, Forbidden, Invalid, NotFound, Unavailable, Unprocessable } from '../errors';
import { FinalJobFailure, jobSettled, type JobOwner, type JobQueue } from '../jobs/queue';
import { interviewHooks } from '../scripts/interview-hooks';
import type { Caller } from '../survey/with-survey';
import { importMapped } from './service';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { UploadMapping } from '../../schemas/api/upload-mapping.gen';

export const IMPORT_QUEUE = 'interview-import';
/** How long the mapping call waits for its import: the queue's expiry, so a worker killed mid-import is retried within it. */
const IMPORT_EXPIRE_SECONDS = 15 * 60;

export interface ImportJob extends JobOwner {
  caller: Caller;
  /** The survey's extname (the call's path). */
  survey: string;
  uploadId: number;
  mapping: UploadMapping;
  update: boolean;
}

export interface ImportDeps {
  db: Db;
  jobs: JobQueue | null;
  publicUrl: string;
  maxRows: number;
  log?: { warn(obj: object, msg: string): void };
}

/** The refusals an import answers with, by name, so the waiting call throws the one the job did. */
const REFUSALS: Record<string, new (code: string, message: string, details?: object) => DomainError> = { Invalid, Forbidden, NotFound, Conflict, Unprocessable, Unavailable };

const runImport = (d: ImportDeps, job: Omit<ImportJob, keyof JobOwner>) =>
  importMapped(d.db, job.caller, job.survey, job.uploadId, job.mapping, job.update, d.maxRows, interviewHooks({ publicUrl: d.publicUrl, log: d.log, jobs: d.jobs }));

/** Starts the import worker; the answer stops it. */
export async function registerImportJobs(d: ImportDeps & { jobs: JobQueue }): Promise<() => Promise<void>> {
  await d.jobs.define({ name: IMPORT_QUEUE, expireInSeconds: IMPORT_EXPIRE_SECONDS, retryLimit: 1, retryDelay: 5 });
  const worker = await d.jobs.work<ImportJob>(IMPORT_QUEUE, async (job) => {
    try {
      return await runImport(d, job);
    } catch (err) {
      if (err instanceof DomainError && REFUSALS[err.name]) throw new FinalJobFailure(err.message, { refusal: err.name, error: err.code, ...(err.details ? { details: err.details } : {}) });
      throw err;
    }
  });
  return () => d.jobs.offWork(IMPORT_QUEUE, worker);
}

/** The mapping call: queues the import as its universe's job and answers its result (or its refusal). */
export async function importInJob(d: ImportDeps, job: Omit<ImportJob, keyof JobOwner>): Promise<ImportResult> {
  if (!d.jobs || job.caller.universeId === null) return runImport(d, job);
  const id = await d.jobs.send<ImportJob>(IMPORT_QUEUE, { universeId: job.caller.universeId, ...job });
  if (!id) throw new Unavailable('import_not_queued', 'The import could not be queued: try again.');
  const result = await jobSettled(d.jobs, IMPORT_QUEUE, id, IMPORT_EXPIRE_SECONDS * 1000 * 2);
  if (!result) throw new Unavailable('import_deleted', 'The import task was deleted before it ran: nothing was imported.');
  if (result.state === 'completed') return result.output as ImportResult;
  if (result.state === 'failed') {
    const out = (result.output ?? {}) as { refusal?: string; error?: string; message?: string; details?: object };
    const Refusal = out.refusal ? REFUSALS[out.refusal] : undefined;
    if (Refusal) throw new Refusal(out.error ?? 'import_refused', out.message ?? 'The import was refused.', out.details);
    throw new Unavailable('import_failed', `The import failed: ${out.message ?? 'no reason given'}. Nothing was imported.`);
  }
  if (result.state === 'cancelled') throw new Unavailable('import_paused', 'The import task was paused in the Tasks screen before it ran: nothing was imported yet.');
  throw new Unavailable('import_timeout', 'The import did not finish in time; see the Tasks screen for how it went.');
}
