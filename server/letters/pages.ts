/**
 * The letter preview's page images (issue 17, sandboxed previews): the PDF LibreOffice made, drawn page by page as
 * PNG by poppler's pdftoppm, so the screen shows plain images and no PDF viewer (nor a frame) runs in the app.
 * pdfinfo (same Debian package, beside pdftoppm) counts the pages, so "Page 1 of 12" is true when only the first
 * LETTER_PREVIEW_MAX_PAGES are drawn. Both run inside the letter job (render.ts) within its time limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isExecutableFile, ProgramMissing, runLimited } from './run-limited';

/** The most pages a preview draws; the PDF (to download) has them all. */
export const LETTER_PREVIEW_MAX_PAGES = 10;
/** 110 dpi: an A4 or US letter page about 910 to 940 pixels wide, sharp at the screen's width and some 50 KB a page. */
export const LETTER_PREVIEW_DPI = 110;

export interface PageImages {
  /** How many pages the PDF has. */
  pageCount: number;
  /** The first pages (at most the cap), in order, as PNG files. */
  pages: Buffer[];
}

export interface PageLimits {
  pdftoppmPath: string;
  timeoutMs: number;
  maxPages?: number;
}

/** pdftoppm or pdfinfo is not there (or cannot be run). */
export class PopplerMissing extends Error {
  override name = 'PopplerMissing';
}

/** pdfinfo or pdftoppm failed on the PDF, or was stopped at the time limit (`timedOut`). */
export class PageImagesFailed extends Error {
  override name = 'PageImagesFailed';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

const pdfinfoBeside = (pdftoppmPath: string) => path.join(path.dirname(pdftoppmPath), 'pdfinfo');

export function popplerInstalled(pdftoppmPath: string): boolean {
  return isExecutableFile(pdftoppmPath) && isExecutableFile(pdfinfoBeside(pdftoppmPath));
}

/** The PDF's pages as PNG images, both programs together within `timeoutMs`. */
export async function pdfPageImages(pdf: Buffer, limits: PageLimits): Promise<PageImages> {
  if (!popplerInstalled(limits.pdftoppmPath)) throw new PopplerMissing(`pdftoppm and pdfinfo are not installed at ${path.dirname(limits.pdftoppmPath)}`);
  const deadline = Date.now() + limits.timeoutMs;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-letter-pages-'));
  try {
    const input = path.join(dir, 'letter.pdf');
    fs.writeFileSync(input, pdf);
    const info = await step(pdfinfoBeside(limits.pdftoppmPath), [input], dir, deadline, limits.timeoutMs);
    const pageCount = Number(/^Pages:\s+(\d+)\s*$/m.exec(info)?.[1] ?? NaN);
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new PageImagesFailed('pdfinfo found no pages in the letter');
    const last = Math.min(pageCount, limits.maxPages ?? LETTER_PREVIEW_MAX_PAGES);
    await step(limits.pdftoppmPath, ['-png', '-r', String(LETTER_PREVIEW_DPI), '-f', '1', '-l', String(last), input, path.join(dir, 'page')], dir, deadline, limits.timeoutMs);
    // page-1.png … page-10.png (zero-padded to the page count's digits): in page order by number, not by name.
    const files = fs
      .readdirSync(dir)
      .map((name) => ({ name, page: Number(/^page-(\d+)\.png$/.exec(name)?.[1] ?? NaN) }))
      .filter((f) => Number.isInteger(f.page))
      .sort((a, b) => a.page - b.page);
    if (files.length !== last) throw new PageImagesFailed(`pdftoppm drew ${files.length} of ${last} pages`);
    return { pageCount, pages: files.map((f) => fs.readFileSync(path.join(dir, f.name))) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One poppler program within what is left of the time limit; answers its output. */
async function step(command: string, args: string[], dir: string, deadline: number, timeoutMs: number): Promise<string> {
  const left = deadline - Date.now();
  const name = path.basename(command);
  if (left <= 0) throw new PageImagesFailed(`The page images took longer than ${Math.round(timeoutMs / 1000)} s`, true);
  const run = await runLimited(command, args, dir, left).catch((err: unknown) => {
    throw err instanceof ProgramMissing ? new PopplerMissing(err.message) : err;
  });
  if (run.timedOut) throw new PageImagesFailed(`The page images took longer than ${Math.round(timeoutMs / 1000)} s`, true);
  if (run.code !== 0) throw new PageImagesFailed(`${name} exited with ${run.code}: ${run.stderr}`);
  return run.stdout;
}

/** A PNG's size from its header (IHDR: width and height at bytes 16 and 20). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
