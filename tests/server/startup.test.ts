import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { freePort, startEmbeddedPostgres } from '../../server/db/embedded';
import { connectWithRetry } from '../../server/db/prepare';
import { addDays } from '../../core/dates';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { TEST_DATE } from '../support/test-date';

async function canQuery(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('embedded PostgreSQL', () => {
  it('starts again after the node process that owned it was killed with SIGKILL', async () => {
    const dataDir = path.resolve('.tmp', `killed-${crypto.randomBytes(4).toString('hex')}`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/embedded-child.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const firstUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /READY (\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // The orphaned server still holds the data directory.
    expect(await canQuery(firstUrl)).toBe(true);

    const again = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    try {
      expect(await canQuery(again.adminUrl())).toBe(true);
      expect(await canQuery(firstUrl)).toBe(again.adminUrl() === firstUrl);
    } finally {
      await again.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('start-up faults', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('a port already in use is reported as such', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
    try {
      const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.adminUrl, LOG_LEVEL: 'silent' });
      await expect(boot(config, { log: () => {} })).rejects.toThrow(`Port ${port} is already in use. Stop the other program or set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });

  it('an unreachable database is retried with backoff and then reported clearly', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const started = Date.now();
    await expect(connectWithRetry(`postgres://nobody:x@127.0.0.1:${port}/none`, (m) => lines.push(m), 3)).rejects.toThrow(
      new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${port} is not reachable .*ECONNREFUSED.*gave up after 3 attempts`),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/retrying in 500 ms/);
    expect(lines[1]).toMatch(/retrying in 1000 ms/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  // Two starts and a seed: well within 30 s alone, but not on a machine busy with other test runs.
  it('boots on an external database: migrates, seeds once, and serves', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: empty.adminUrl, LOG_LEVEL: 'silent', DEMO_INTERVIEWS: '2000', FIXED_TODAY: TEST_DATE });
      const countUniverses = async () => {
        const client = new pg.Client(empty.adminUrl);
        await client.connect();
        const { rows } = await client.query(`select count(*)::int as n from universe`);
        await client.end();
        return rows[0].n as number;
      };
      const first = await boot(config, { log: () => {} });
      const health = await fetch(`${first.url}/rest/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      await first.stop();
      const seeded = await countUniverses();
      expect(seeded).toBeGreaterThan(0);
      // FIXED_TODAY is the seed's last day: two years of interviews up to it.
      const days = await asOwner(empty.adminUrl, (c) => c.query(`select to_char(min(responded_at), 'YYYY-MM-DD') as first, to_char(max(responded_at), 'YYYY-MM-DD') as last from interview`));
      const span = days.rows[0] as { first: string; last: string };
      expect(span.first >= addDays(TEST_DATE, -729) && span.last <= TEST_DATE, `interviews from ${span.first} to ${span.last}, today ${TEST_DATE}`).toBe(true);
      // A second start finds the data and seeds nothing more.
      const second = await boot(config, { log: () => {} });
      await second.stop();
      expect(await countUniverses()).toBe(seeded);
    } finally {
      await empty.drop();
    }
  }, 90_000);
});
