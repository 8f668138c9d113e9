/**
 * The letter preview job (issue 17 item 4): LibreOffice's conversion runs in a pg-boss job, so any server process
 * with LibreOffice does it, at most one at a time per worker, within the time limit. The request that asks waits
 * for the job's output (the PDF, base64, and when asked its page images: pages.ts) and then deletes the job: its data
 * holds the filled letter.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Unavailable } from '../errors';
import { text } from '../i18n';
import type { JobOwner, JobQueue } from '../jobs/queue';
import { convertToPdf, LetterConversionFailed, LibreOfficeMissing, libreOfficeInstalled, type LetterLimits } from './convert';
import { PageImagesFailed, pdfPageImages, PopplerMissing, popplerInstalled, pngSize } from './pages';
import type { LetterPageImage, LetterPagesProblem } from '../../schemas/api/letter-page-preview.gen';

export const LETTER_QUEUE = 'letter-render';

interface LetterJob extends JobOwner {
  fodt: string;
  /** Draw the PDF's pages as images too (the letter screen's preview). */
  pages?: boolean;
}
type JobPages = { pageCount: number; images: string[] } | { problem: LetterPagesProblem['error']; detail: string };
type LetterJobOutput = { pdf: string; pages?: JobPages } | { problem: 'missing' | 'failed' | 'timeout'; detail: string };

/** The letter as a PDF, and its page images when asked for, as a request reads them. */
export interface RenderedLetter {
  pdf: Buffer;
  pages?: { pageCount?: number; images: LetterPageImage[]; problem?: LetterPagesProblem };
}

/** How long a request waits for a worker to take the job, beyond the conversion's own limit. */
const QUEUE_WAIT_MS = 30_000;
const POLL_MS = 250;

export async function registerLetterJobs(jobs: JobQueue, limits: LetterLimits, log: (m: string) => void): Promise<void> {
  // No retries: the person waiting for the preview asks again, and a letter that failed once fails again.
  // The conversion and the page images each have the time limit.
  await jobs.define({ name: LETTER_QUEUE, expireInSeconds: Math.ceil((2 * limits.renderTimeoutMs) / 1000) + 60, retryLimit: 0 });
  await jobs.work<LetterJob>(LETTER_QUEUE, async (job): Promise<LetterJobOutput> => {
    try {
      const pdf = await convertToPdf(job.fodt, limits);
      return { pdf: pdf.toString('base64'), ...(job.pages ? { pages: await pageImages(pdf, limits, log) } : {}) };
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

/** The page images, or why there are none: the PDF is worth answering without them. */
async function pageImages(pdf: Buffer, limits: LetterLimits, log: (m: string) => void): Promise<JobPages> {
  try {
    // Within the same limit again at most, so the request's wait (the limit and the queue's) still covers it.
    const { pageCount, pages } = await pdfPageImages(pdf, { pdftoppmPath: limits.pdftoppmPath, timeoutMs: limits.renderTimeoutMs });
    return { pageCount, images: pages.map((p) => p.toString('base64')) };
  } catch (err) {
    if (err instanceof PopplerMissing) return { problem: 'pdftoppm_missing', detail: err.message };
    if (err instanceof PageImagesFailed) {
      log(`letters: ${err.message}`);
      return { problem: err.timedOut ? 'pages_timeout' : 'pages_failed', detail: err.message };
    }
    throw err;
  }
}

export function libreOfficeMissing(locale: string): Unavailable {
  return new Unavailable('libreoffice_missing', text(locale, 'template.letter.noLibreOffice'));
}

/**
 * The filled letter as a PDF, made by the letter job of `owner` (its universe's task until it is answered), with its
 * page images when `withPages`; the refusals speak the caller's language.
 */
export async function renderInJob(jobs: JobQueue | null, limits: LetterLimits, owner: JobOwner, fodt: string, locale: string, withPages = false): Promise<RenderedLetter> {
  // Said at once where this server has no LibreOffice, rather than after a worker elsewhere finds the same.
  if (!libreOfficeInstalled(limits.sofficePath)) throw libreOfficeMissing(locale);
  if (!jobs) throw new Unavailable('jobs_unavailable', 'Letter previews cannot be made right now: this server runs without background jobs.');
  // Likewise pdftoppm: the PDF alone, and the preview says why there are no pages.
  const pages = withPages && popplerInstalled(limits.pdftoppmPath);
  const id = await jobs.send<LetterJob>(LETTER_QUEUE, { ...owner, fodt, pages });
  if (!id) throw new Unavailable('letter_not_queued', text(locale, 'template.letter.renderTimeout'));
  const deadline = Date.now() + limits.renderTimeoutMs * (pages ? 2 : 1) + QUEUE_WAIT_MS;
  try {
    while (Date.now() < deadline) {
      const result = await jobs.result(LETTER_QUEUE, id);
      if (result?.state === 'completed') {
        const rendered = answer(result.output as LetterJobOutput, locale);
        return withPages && !pages ? { ...rendered, pages: { images: [], problem: pagesProblem('pdftoppm_missing', locale) } } : rendered;
      }
      if (!result || result.state === 'failed' || result.state === 'cancelled') throw new Unavailable('letter_render_failed', text(locale, 'template.letter.renderFailed'));
      await sleep(POLL_MS);
    }
    throw new Unavailable('letter_render_timeout', text(locale, 'template.letter.renderTimeout'));
  } finally {
    await jobs.remove(LETTER_QUEUE, id).catch(() => {});
  }
}

const PAGE_PROBLEM_TEXTS = { pdftoppm_missing: 'template.letter.noPdftoppm', pages_failed: 'template.letter.pagesFailed', pages_timeout: 'template.letter.pagesTimeout' } as const;

function pagesProblem(error: LetterPagesProblem['error'], locale: string): LetterPagesProblem {
  return { error, message: text(locale, PAGE_PROBLEM_TEXTS[error]) };
}

function answer(output: LetterJobOutput, locale: string): RenderedLetter {
  if ('pdf' in output) {
    const pdf = Buffer.from(output.pdf, 'base64');
    if (!output.pages) return { pdf };
    if ('problem' in output.pages) return { pdf, pages: { images: [], problem: pagesProblem(output.pages.problem, locale) } };
    const images = output.pages.images.map((png) => ({ png, ...pngSize(Buffer.from(png, 'base64')) }));
    return { pdf, pages: { pageCount: output.pages.pageCount, images } };
  }
  if (output.problem === 'missing') throw libreOfficeMissing(locale);
  if (output.problem === 'timeout') throw new Unavailable('letter_render_timeout', text(locale, 'template.letter.renderTimeout'));
  throw new Unavailable('letter_render_failed', text(locale, 'template.letter.renderFailed'));
}
