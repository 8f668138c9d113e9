/**
 * A letter to PDF with LibreOffice in headless mode: `soffice --headless --convert-to pdf` on the filled .fodt in a
 * fresh temporary folder, with a profile of its own (-env:UserInstallation) so conversions never share or lock one,
 * killed with its whole process group when it takes longer than the limit. Runs inside the letter job (render.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LetterLimits {
  sofficePath: string;
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
  try {
    fs.accessSync(sofficePath, fs.constants.X_OK);
    return fs.statSync(sofficePath).isFile();
  } catch {
    return false;
  }
}

export async function convertToPdf(fodt: string, limits: LetterLimits): Promise<Buffer> {
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
    await run(limits.sofficePath, args, dir, limits.renderTimeoutMs);
    const output = path.join(dir, 'letter.pdf');
    if (!fs.existsSync(output)) throw new LetterConversionFailed('LibreOffice made no PDF of the letter');
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], home: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its own process group, so the time limit stops soffice.bin and anything it started, not only the launcher script.
    const child = spawn(command, args, { cwd: home, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err.code === 'ENOENT' || err.code === 'EACCES' ? new LibreOfficeMissing(`LibreOffice could not be started: ${err.message}`) : err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new LetterConversionFailed(`LibreOffice took longer than ${Math.round(timeoutMs / 1000)} s`, true));
      else if (code !== 0) reject(new LetterConversionFailed(`LibreOffice exited with ${code}: ${stderr.trim()}`));
      else resolve();
    });
  });
}
