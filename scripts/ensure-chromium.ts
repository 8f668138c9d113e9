// The end-to-end tests drive Debian's Chromium. Install it when it is missing and we may (root, as in CI).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM } from './ensure-chromium-path';

function run(cmd: string, args: string[]): boolean {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing; installing Debian\'s chromium for the end-to-end tests…');
    if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'])) {
      console.error('Could not install chromium with apt-get.');
      process.exit(1);
    }
  } else {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
