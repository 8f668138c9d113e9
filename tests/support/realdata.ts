/**
 * The shared real-world fixtures (`../shared/realdata/` beside the repository, as CI lays it out; a git worktree
 * one level deeper finds it one level further up). They are read in place and never copied into the product:
 * some carry licences of their own (the GPL letter of tests/server/letters.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function realdataPath(...parts: string[]): string {
  const candidates = [process.env.SIGHTLINE_REALDATA, path.join(REPO, '..', 'shared', 'realdata'), path.join(REPO, '..', '..', 'shared', 'realdata')].filter(
    (p): p is string => Boolean(p),
  );
  const dir = candidates.find((c) => fs.existsSync(c));
  if (!dir) throw new Error(`The shared real data is not beside the repository (looked in ${candidates.join(', ')}); set SIGHTLINE_REALDATA to its folder.`);
  return path.join(dir, ...parts);
}
