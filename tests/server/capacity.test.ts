/**
 * Capacity under slow work (issue 10): statement timeouts per kind of work, connections kept for sign-in and health
 * while slow requests hold the request pool, and a per-user limit on queued reports. Real PostgreSQL, real pools,
 * a real pg-boss queue (with no worker, so reports stay queued).
 *
 * Slow work is made slow in the database on the real path (tests/support/slow-reads.ts): analytics and report
 * builds sleep, or wait at a gate the test holds; sign-in and sessions are never slowed.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb, type Db } from '../../server/db/pool';
import { loadIdpKeys, type IdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { runReportTask } from '../../server/reports/service';
import { TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, TEST_POOLS, type TestDatabase } from '../support/db';
import { installSlowReads, setSlowReads, SLOW_READS_GATE } from '../support/slow-reads';

const ALL_TIME = 'ftime=Ige01012000:01012100';
const NORTH_RANKING = `/rest/vuejs/newranking/list/storevisit/default/all,se,north/${ALL_TIME}`;
const northReport = `/rest/vuejs/reports/rankingreport/storevisit/all,se,north;${ALL_TIME}`;

let database: TestDatabase;
let jobs: JobQueue;
let idpKeys: IdpKeys;
const opened: { app: FastifyInstance; db: Db }[] = [];

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

/** The real app over the test database with its own pools, configured by `env` as the server would be. */
async function appWith(env: Record<string, string>): Promise<{ app: FastifyInstance; db: Db }> {
  const pools = { DB_POOL_SIZE: String(TEST_POOLS.poolSize), DB_RESERVED_POOL_SIZE: String(TEST_POOLS.reservedPoolSize) };
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, ...pools, ...env });
  const db = createDb(database.appUrl, config.database);
  const app = await buildApp(config, { db, idpKeys, jobs });
  opened.push({ app, db });
  return { app, db };
}

async function login(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password } });
}

async function token(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await login(app, username, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ authToken: string }>().authToken;
}

const slowDown = (sleepSeconds: number, waitForGate: boolean) => asOwner(database.adminUrl, (c) => setSlowReads(c, { sleepSeconds, waitForGate }));

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  idpKeys = await loadIdpKeys(database.adminUrl);
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await asOwner(database.adminUrl, installSlowReads);
});
afterAll(async () => {
  for (const { app, db } of opened) {
    await app.close();
    await db.close();
  }
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('statement timeouts', () => {
  it('cancel a slow analytics call at the interactive timeout with a readable 503, not a 500', async () => {
    const { app } = await appWith({ STATEMENT_TIMEOUT_SECONDS: '1' });
    const user = await token(app, 'user', 'sightline-user');
    await slowDown(4, false);
    try {
      const res = await app.inject({ url: NORTH_RANKING, headers: { authorization: user } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ error: 'took_too_long', message: expect.stringMatching(/^This took longer than 1 s and was stopped/) });
    } finally {
      await slowDown(0, false);
    }
    // The connection went back with its defaults: the next call works.
    expect((await app.inject({ url: NORTH_RANKING, headers: { authorization: user } })).statusCode).toBe(200);
  });

  it('give a report build its own, longer limit; a build past it fails with a readable message', async () => {
    // Requests may run 1 s, report builds 2 s: a 1.5 s build finishes, a 3 s one is stopped.
    const { app, db } = await appWith({ STATEMENT_TIMEOUT_SECONDS: '1', REPORT_STATEMENT_TIMEOUT_SECONDS: '2' });
    const user = await token(app, 'user', 'sightline-user');
    const build = async (seconds: number) => {
      const res = await app.inject({ url: northReport, headers: { authorization: user } });
      expect(res.statusCode, res.body).toBe(200);
      const taskId = res.json<{ taskUUID: string }>().taskUUID;
      const [task] = await owner<{ universe_id: number }>(`select universe_id from report_task where id = $1`, [taskId]);
      await slowDown(seconds, false);
      try {
        await runReportTask(db, { taskId, universeId: task!.universe_id });
      } finally {
        await slowDown(0, false);
      }
      const [done] = await owner<{ status: string; error: string | null }>(`select status, error from report_task where id = $1`, [taskId]);
      return done!;
    };
    expect(await build(1.5)).toEqual({ status: 'FINISHED', error: null });
    expect(await build(3)).toEqual({ status: 'FAILED', error: expect.stringMatching(/^Making this report took longer than 2 s and was stopped/) });
  });
});

describe('connections kept for sign-in and health', () => {
  it('answer sign-in and /rest/health while slow calls hold every request connection and more wait', async () => {
    const { app, db } = await appWith({ DB_POOL_SIZE: '2', DB_RESERVED_POOL_SIZE: '2' });
    const user = await token(app, 'user', 'sightline-user');
    const gate = new pg.Client(database.adminUrl);
    await gate.connect();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await gate.query('select pg_advisory_unlock($1)', [SLOW_READS_GATE]);
    };
    await gate.query('select pg_advisory_lock($1)', [SLOW_READS_GATE]);
    await slowDown(0, true);
    // Should the connections not be kept apart, sign-in would wait for the gate: open it in the end regardless.
    const fallback = setTimeout(() => void release(), 15_000);
    try {
      let slowFinished = 0;
      const slow = Array.from({ length: 6 }, () =>
        app.inject({ url: NORTH_RANKING, headers: { authorization: user } }).finally(() => {
          slowFinished += 1;
        }),
      );
      await until('two ranking calls wait at the gate and more wait for a connection', async () => {
        const [waiting] = await owner<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [SLOW_READS_GATE]);
        return waiting!.n >= 2 && db.pool.waitingCount > 0;
      });

      const [signIn, health] = await Promise.all([
        login(app, 'admin', 'sightline-admin').then((res) => ({ res, slowFinished })),
        app.inject({ url: '/rest/health' }).then((res) => ({ res, slowFinished })),
      ]);
      expect(signIn.res.statusCode, signIn.res.body).toBe(200);
      expect(health.res.json()).toEqual({ status: 'ok', database: 'ok' });
      // Both answered while every slow call was still held at the gate.
      expect({ signIn: signIn.slowFinished, health: health.slowFinished, released }).toEqual({ signIn: 0, health: 0, released: false });

      await release();
      for (const res of await Promise.all(slow)) expect(res.statusCode, res.body).toBe(200);
    } finally {
      clearTimeout(fallback);
      await release();
      await slowDown(0, false);
      await gate.end();
    }
  });
});

describe('the per-user report limit', () => {
  it('refuses the report past the limit with 429 saying how many wait, while another user can still queue', async () => {
    const { app } = await appWith({ REPORTS_PER_USER: '2' });
    const user = await token(app, 'user', 'sightline-user');
    const admin = await token(app, 'admin', 'sightline-admin');
    await owner(`delete from report_task`);
    const ask = (who: string, path = 'all,se,north') =>
      app.inject({ url: `/rest/vuejs/reports/rankingreport/storevisit/${path};${ALL_TIME}`, headers: { authorization: who } });

    expect((await ask(user)).statusCode).toBe(200);
    expect((await ask(user)).statusCode).toBe(200);
    const third = await ask(user);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: 'too_many_reports',
      message: 'You already have 2 reports waiting or being made (at most 2 at a time). Ask for this one when one of them is finished.',
    });
    expect((await ask(admin, 'all')).statusCode).toBe(200);

    // A finished report makes room again.
    await owner(`update report_task set status = 'FINISHED' where id = (select t.id from report_task t join app_user u on u.id = t.requested_by where u.username = 'user' limit 1)`);
    expect((await ask(user)).statusCode).toBe(200);
  });

  it('holds when the requests arrive at the same moment', async () => {
    const { app } = await appWith({ REPORTS_PER_USER: '2' });
    const admin = await token(app, 'admin', 'sightline-admin');
    await owner(`delete from report_task`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: `/rest/vuejs/reports/rankingreport/storevisit/all;${ALL_TIME}`, headers: { authorization: admin } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
  });
});
