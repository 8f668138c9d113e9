import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'core', 'machines', 'engine', 'widgets', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/spa-build.ts', 'scripts/vite-precompress.ts'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when dist/ is missing or older than any SPA source. */
export function spaIsStale(): boolean {
  const built = fs.statSync(path.join(ROOT, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built.mtimeMs);
}

export function buildSpaIfStale(log: (m: string) => void = console.log): void {
  if (!spaIsStale()) return;
  log('Building the web app (vite build)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always the production build: under Vitest NODE_ENV is 'test', which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed; see the output above');
}
