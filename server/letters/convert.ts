/**
 * A letter to PDF with LibreOffice in headless mode: `soffice --headless --convert-to pdf` on the filled .fodt in a
 * fresh temporary folder, with a profile of its own (-env:UserInstallation) so conversions never share or lock one,
 * killed with its whole process group when it takes longer than the limit (run-limited.ts). Runs inside the letter job (render.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isExecutableFile, ProgramMissing, runLimited } from './run-limited';

export interface LetterLimits {
  sofficePath: string;
  /** poppler's pdftoppm, which draws the preview's page images (pdfinfo, from the same package, is beside it). */
  pdftoppmPath: string;
  /** For LibreOffice's conversion, and again at most for the page images. */
  renderTimeoutMs: number;
}

/** LibreOffice is not where SOFFICE_PATH says (or cannot be run). */
export class LibreOfficeMissing extends Error {
  override name = 'LibreOfficeMissing';
}

/** LibreOffice ran and made no PDF, or was stopped at the time limit (`timedOut`). */
export class LetterConversionFailed extends Error {
  override name = 'LetterConversionFailed';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export function libreOfficeInstalled(sofficePath: string): boolean {
  return isExecutableFile(sofficePath);
}

export async function convertToPdf(fodt: string, limits: Pick<LetterLimits, 'sofficePath' | 'renderTimeoutMs'>): Promise<Buffer> {
  if (!libreOfficeInstalled(limits.sofficePath)) throw new LibreOfficeMissing(`LibreOffice is not installed at ${limits.sofficePath}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-letter-'));
  try {
    const input = path.join(dir, 'letter.fodt');
    fs.writeFileSync(input, fodt);
    const args = [
      '--headless',
      '--invisible',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nologo',
      `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      dir,
      input,
    ];
    const run = await runLimited(limits.sofficePath, args, dir, limits.renderTimeoutMs).catch((err: unknown) => {
      throw err instanceof ProgramMissing ? new LibreOfficeMissing(`LibreOffice could not be started: ${err.message}`) : err;
    });
    if (run.timedOut) throw new LetterConversionFailed(`LibreOffice took longer than ${Math.round(limits.renderTimeoutMs / 1000)} s`, true);
    if (run.code !== 0) throw new LetterConversionFailed(`LibreOffice exited with ${run.code}: ${run.stderr}`);
    const output = path.join(dir, 'letter.pdf');
    if (!fs.existsSync(output)) throw new LetterConversionFailed('LibreOffice made no PDF of the letter');
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
