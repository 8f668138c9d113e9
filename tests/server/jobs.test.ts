import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../server/jobs/maintenance';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';

let database: TestDatabase;
const open: JobQueue[] = [];

async function queue(): Promise<JobQueue> {
  const q = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  open.push(q);
  return q;
}

async function probe(queueName: string): Promise<{ worker: string; n: number }[]> {
  return asOwner(database.adminUrl, async (c) => (await c.query('select worker, n from job_probe where queue = $1 order by n', [queueName])).rows);
}

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  database = await createTestDatabase();
  await asOwner(database.adminUrl, (c) => c.query('create table job_probe (queue text, worker text, n int)'));
});
afterAll(async () => {
  for (const q of open) await q.stop(1000).catch(() => {});
  await database.drop();
});

const record = (queueName: string, worker: string, n: number) =>
  asOwner(database.adminUrl, (c) => c.query('insert into job_probe values ($1, $2, $3)', [queueName, worker, n]));

describe('background jobs in PostgreSQL', () => {
  it('two server processes share the work of one queue, each job done once', async () => {
    const [a, b] = [await queue(), await queue()];
    await a.define({ name: 'share' });
    for (const [q, name] of [[a, 'a'], [b, 'b']] as const) {
      await q.work<{ n: number }>('share', async ({ n }) => {
        await new Promise((r) => setTimeout(r, 150));
        await record('share', name, n);
      });
    }
    for (let n = 0; n < 12; n++) await a.send('share', { n });
    await until(async () => (await probe('share')).length === 12, 20_000);
    const rows = await probe('share');
    expect(rows.map((r) => r.n)).toEqual([...Array(12).keys()]);
    expect(new Set(rows.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
  });

  it('a job whose process is killed mid-way is done by another process', async () => {
    const survivor = await queue();
    await survivor.define({ name: 'killed', expireInSeconds: 2, retryLimit: 2, retryDelay: 0 });
    await survivor.send('killed', { n: 7 });
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/job-worker-child.ts', database.adminUrl, 'killed'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('GOT 7') && resolve());
      child.once('exit', () => reject(new Error('worker exited before taking the job')));
    });
    child.kill('SIGKILL');
    await survivor.work<{ n: number }>('killed', async ({ n }) => {
      await record('killed', 'survivor', n);
    });
    await until(async () => (await probe('killed')).length === 1, 30_000);
    expect(await probe('killed')).toEqual([{ worker: 'survivor', n: 7 }]);
  }, 45_000);

  it('stopping drains: a running job finishes before stop() returns', async () => {
    const q = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
    await q.define({ name: 'drain' });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    await q.work<{ n: number }>('drain', async ({ n }) => {
      started();
      await new Promise((r) => setTimeout(r, 1200));
      await record('drain', 'q', n);
    });
    await q.send('drain', { n: 1 });
    await running;
    await q.stop();
    expect(await probe('drain')).toEqual([{ worker: 'q', n: 1 }]);
  });
});

describe('maintenance', () => {
  it('removes expired provider records and sessions ended over a week ago, keeping live ones', async () => {
    await asOwner(database.adminUrl, async (c) => {
      await c.query(`insert into oidc_payload (model, id, payload, expires_at) values
        ('Session', 'old', '{}', now() - interval '1 minute'), ('Session', 'live', '{}', now() + interval '1 hour')`);
      const user = (await c.query(`select id from app_user limit 1`)).rows[0].id;
      await c.query(
        `insert into session (token_hash, user_id, expires_at, revoked_at) values
          ('h-old', $1, now() - interval '8 days', null), ('h-recent', $1, now() + interval '1 hour', now() - interval '1 day'),
          ('h-live', $1, now() + interval '1 hour', null)`,
        [user],
      );
    });
    const swept = await sweepOnce(database.db);
    expect(swept.oidc).toBe(1);
    expect(swept.sessions).toBe(1);
    const left = await asOwner(database.adminUrl, (c) => c.query(`select token_hash from session where token_hash like 'h-%' order by 1`));
    expect(left.rows.map((r) => r.token_hash)).toEqual(['h-live', 'h-recent']);
  });
});
