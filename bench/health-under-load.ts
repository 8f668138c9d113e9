/**
 * `npm run bench:health`: the real server (a process, as `npm start` runs it, on 127.0.0.1 with the default pool
 * sizes) on the demo data in its own embedded PostgreSQL (.tmp/bench-health, reused by later runs). One ordinary
 * user fires twelve slow ranking calls at once, more than the request pool's connections; meanwhile `/rest/health`
 * and a password sign-in are timed, beside the same calls with no load. Prints JSON.
 *
 * The ranking calls are made slow inside PostgreSQL (tests/support/slow-reads.ts: each read-only statement reading
 * `survey` sleeps --sleep seconds), so the figures do not depend on the data's size or the machine's speed; the
 * policy is removed at the end. Bounded: twelve slow calls, --samples health and sign-in calls, every call at most
 * 60 s.
 *
 * Options: --sleep S (default 6), --samples N (default 20), --data-dir DIR.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/demo/database';
import { startServerProcess } from '../tests/support/server-process';
import { installSlowReads, removeSlowReads, setSlowReads } from '../tests/support/slow-reads';

const { values } = parseArgs({
  options: {
    sleep: { type: 'string', default: '6' },
    samples: { type: 'string', default: '20' },
    'data-dir': { type: 'string', default: '.tmp/bench-health' },
  },
});
const SLEEP = Number(values.sleep);
const SAMPLES = Number(values.samples);
const SLOW_CALLS = 12;
if (!(SLEEP > 0 && SLEEP <= 20) || !(SAMPLES >= 1 && SAMPLES <= 200)) throw new Error('--sleep must be in (0, 20] and --samples in [1, 200]');

const log = (m: string) => process.stderr.write(`${m}\n`);
const round = (n: number) => Math.round(n * 10) / 10;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const summary = (xs: number[]) => {
  const s = sorted(xs);
  return { medianMs: round(s[s.length >> 1]!), p90Ms: round(s[Math.min(s.length - 1, Math.ceil(s.length * 0.9) - 1)]!), maxMs: round(s[s.length - 1]!), n: s.length };
};

const db = await openDatabase({ dataDir: values['data-dir']!, database: 'sightline_bench_health' });
const owner = new pg.Client(db.adminUrl);
log('Starting the server (it seeds the demo data on its first start)…');
const server = await startServerProcess({ DATABASE_URL: db.adminUrl });
// 127.0.0.1 only: the server listens there (startServerProcess), and the URL must not resolve elsewhere.
const base = server.url.replace('localhost', '127.0.0.1');

async function timed(path: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: string }> {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
  const body = await res.text();
  return { ms: performance.now() - t, status: res.status, body };
}

async function signIn(username: string, password: string) {
  const r = await timed('/rest/vuejs/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (r.status !== 200) throw new Error(`Sign-in of ${username} answered ${r.status}: ${r.body}`);
  return { ms: r.ms, token: (JSON.parse(r.body) as { authToken: string }).authToken };
}

async function health() {
  const r = await timed('/rest/health');
  if (r.status !== 200) throw new Error(`/rest/health answered ${r.status}: ${r.body}`);
  return r.ms;
}

/** Health and sign-in, each in its own loop side by side, `SAMPLES` of each or until `busy()` stops holding. */
async function measure(busy: () => boolean = () => true) {
  const loop = async (call: () => Promise<number>) => {
    const ms: number[] = [];
    while (ms.length < SAMPLES && busy()) ms.push(await call());
    return summary(ms);
  };
  const [healthMs, signInMs] = await Promise.all([loop(health), loop(async () => (await signIn('admin', 'sightline-admin')).ms)]);
  return { health: healthMs, signIn: signInMs };
}

const ranking = `/rest/vuejs/newranking/list/storevisit/default/all,se,north/ftime=Ige01012000:01012100`;
try {
  await owner.connect();
  await installSlowReads(owner);
  const { token } = await signIn('user', 'sightline-user');
  log('Warming up and measuring with no load…');
  await measure();
  const fastRanking = await timed(ranking, { headers: { authorization: token } });
  const idle = await measure();

  log(`Twelve ranking calls from one user, each statement reading the survey sleeping ${SLEEP} s…`);
  await setSlowReads(owner, { sleepSeconds: SLEEP });
  let outstanding = SLOW_CALLS;
  const slow = Array.from({ length: SLOW_CALLS }, () =>
    timed(ranking, { headers: { authorization: token } }).finally(() => {
      outstanding -= 1;
    }),
  );
  // Let the twelve reach the server and take the request connections first.
  await new Promise((r) => setTimeout(r, 300));
  const loaded = await measure(() => outstanding === SLOW_CALLS);
  const slowAnswers = await Promise.all(slow);
  await setSlowReads(owner, {});

  const statuses: Record<string, number> = {};
  for (const a of slowAnswers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  console.log(
    JSON.stringify(
      {
        server: { host: '127.0.0.1', dbPoolSize: Number(process.env.DB_POOL_SIZE ?? 10), dbReservedPoolSize: Number(process.env.DB_RESERVED_POOL_SIZE ?? 3) },
        rankingWithNoLoadMs: round(fastRanking.ms),
        slowRankingCalls: { count: SLOW_CALLS, sleepPerStatementS: SLEEP, statuses, ...summary(slowAnswers.map((a) => a.ms)) },
        noLoad: idle,
        // Measured only while all twelve slow calls were still running.
        underLoad: loaded,
        healthSlowdown: round(loaded.health.medianMs / idle.health.medianMs),
      },
      null,
      2,
    ),
  );
} finally {
  await removeSlowReads(owner).catch(() => {});
  await owner.end().catch(() => {});
  await server.stop();
  await db.close();
}
