/**
 * The letter preview job (issue 17 item 4): LibreOffice's conversion runs in a pg-boss job, so any server process
 * with LibreOffice does it, at most one at a time per worker, within the time limit. The request that asks waits
 * for the job's output (the PDF, base64) and then deletes the job: its data holds the filled letter.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Unavailable } from '../errors';
import { text } from '../i18n';
import type { JobQueue } from '../jobs/queue';
import { convertToPdf, LetterConversionFailed, LibreOfficeMissing, libreOfficeInstalled, type LetterLimits } from './convert';

export const LETTER_QUEUE = 'letter-render';

interface LetterJob {
  fodt: string;
}
type LetterJobOutput = { pdf: string } | { problem: 'missing' | 'failed' | 'timeout'; detail: string };

/** How long a request waits for a worker to take the job, beyond the conversion's own limit. */
const QUEUE_WAIT_MS = 30_000;
const POLL_MS = 250;

export async function registerLetterJobs(jobs: JobQueue, limits: LetterLimits, log: (m: string) => void): Promise<void> {
  // No retries: the person waiting for the preview asks again, and a letter that failed once fails again.
  await jobs.define({ name: LETTER_QUEUE, expireInSeconds: Math.ceil(limits.renderTimeoutMs / 1000) + 60, retryLimit: 0 });
  await jobs.work<LetterJob>(LETTER_QUEUE, async (job): Promise<LetterJobOutput> => {
    try {
      return { pdf: (await convertToPdf(job.fodt, limits)).toString('base64') };
    } catch (err) {
      if (err instanceof LibreOfficeMissing) return { problem: 'missing', detail: err.message };
      if (err instanceof LetterConversionFailed) {
        log(`letters: ${err.message}`);
        return { problem: err.timedOut ? 'timeout' : 'failed', detail: err.message };
      }
      throw err;
    }
  });
}

export function libreOfficeMissing(locale: string): Unavailable {
  return new Unavailable('libreoffice_missing', text(locale, 'template.letter.noLibreOffice'));
}

/** The filled letter as a PDF, made by the letter job; the refusals speak the caller's language. */
export async function renderInJob(jobs: JobQueue | null, limits: LetterLimits, fodt: string, locale: string): Promise<Buffer> {
  // Said at once where this server has no LibreOffice, rather than after a worker elsewhere finds the same.
  if (!libreOfficeInstalled(limits.sofficePath)) throw libreOfficeMissing(locale);
  if (!jobs) throw new Unavailable('jobs_unavailable', 'Letter previews cannot be made right now: this server runs without background jobs.');
  const id = await jobs.send<LetterJob>(LETTER_QUEUE, { fodt });
  if (!id) throw new Unavailable('letter_not_queued', text(locale, 'template.letter.renderTimeout'));
  const deadline = Date.now() + limits.renderTimeoutMs + QUEUE_WAIT_MS;
  try {
    while (Date.now() < deadline) {
      const result = await jobs.result(LETTER_QUEUE, id);
      if (result?.state === 'completed') return answer(result.output as LetterJobOutput, locale);
      if (!result || result.state === 'failed' || result.state === 'cancelled') throw new Unavailable('letter_render_failed', text(locale, 'template.letter.renderFailed'));
      await sleep(POLL_MS);
    }
    throw new Unavailable('letter_render_timeout', text(locale, 'template.letter.renderTimeout'));
  } finally {
    await jobs.remove(LETTER_QUEUE, id).catch(() => {});
  }
}

function answer(output: LetterJobOutput, locale: string): Buffer {
  if ('pdf' in output) return Buffer.from(output.pdf, 'base64');
  if (output.problem === 'missing') throw libreOfficeMissing(locale);
  if (output.problem === 'timeout') throw new Unavailable('letter_render_timeout', text(locale, 'template.letter.renderTimeout'));
  throw new Unavailable('letter_render_failed', text(locale, 'template.letter.renderFailed'));
}
