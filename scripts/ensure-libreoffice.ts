// Letter previews are rendered by LibreOffice in headless mode (server/letters/convert.ts) and drawn as page images
// by poppler's pdftoppm, pdfinfo beside it (server/letters/pages.ts); the letter tests read the PDF back with
// pdftotext. Install Debian's packages when they are missing and we may (root, as in CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOFFICE = process.env.SOFFICE_PATH || '/usr/bin/soffice';
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = process.env.PDFTOPPM_PATH || '/usr/bin/pdftoppm';
const POPPLER = [PDFTOTEXT, PDFTOPPM, path.join(path.dirname(PDFTOPPM), 'pdfinfo')];

function run(cmd: string, args: string[]): boolean {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

const missing = [...(fs.existsSync(SOFFICE) ? [] : ['libreoffice-writer-nogui']), ...(POPPLER.every((p) => fs.existsSync(p)) ? [] : ['poppler-utils'])];
if (missing.length > 0) {
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`${missing.join(' and ')} missing; installing from Debian for the letter tests…`);
    if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-dejavu-core'])) {
      console.error(`Could not install ${missing.join(' ')} with apt-get.`);
      process.exit(1);
    }
  } else {
    console.error(
      `The letter tests need LibreOffice at ${SOFFICE} and poppler's ${POPPLER.join(', ')}.\n` +
        'Install them with `sudo apt-get install --no-install-recommends libreoffice-writer-nogui poppler-utils` (Debian/Ubuntu), or set SOFFICE_PATH to a soffice binary and PDFTOPPM_PATH to a pdftoppm with pdfinfo beside it.',
    );
    process.exit(1);
  }
}
