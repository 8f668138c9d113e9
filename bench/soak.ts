/**
 * `npm run soak` (not in CI): mixed traffic from simulated users against the real server for a while, to show that
 * memory stays flat and nothing fails under sustained use.
 *
 * Starts `server/main.ts` as its own process the way `npm start` does, with the embedded PostgreSQL and a fresh demo
 * seed in `.tmp/soak-<pid>` (removed at the end, also on Ctrl-C), on 127.0.0.1 and a free port; only that address
 * gets traffic. 20 users (bench/soak/user.ts) sign in with the password call and move between the SPA's screens with
 * 0.5–2 s pauses: pages and their widgets, the drill bar, rankings, filters, the sample list, alerts (reading and
 * commenting), interviews, the unit search, now and then a report (queue, poll, download) or a fresh sign-in.
 *
 * Every minute one JSON line: requests, throughput, p50/p95 latency, errors (5xx, network errors and timeouts,
 * unexpected 4xx, failed reports; each failing request printed in full), expected refusals, the server process's
 * RSS (median and maximum of 5-second samples from /proc), its V8 heap (median heap after the minute's collections,
 * and the lowest after a full one, from the server's `--trace-gc` output) and PostgreSQL's client backends. At the end a summary; the exit status is 1 when there was any error, or when memory grew after
 * the warm-up minute: median RSS of the last minute more than --max-growth MB (default 50) above that of minute 2,
 * or, in runs of 10 minutes or more, a least-squares slope over minutes 2.. above --max-slope MB per 10 minutes
 * (default 15).
 *
 * Options: --minutes N (30), --users N (20), --interviews N (demo seed size, 20000), --max-growth MB, --max-slope MB.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SoakClient } from './soak/client';
import { pgBackends, rssMb, startSoakServer, type GcEvent, type SoakServer } from './soak/server';
import { SoakStats } from './soak/stats';
import { SimulatedUser, type Account } from './soak/user';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    users: { type: 'string', default: '20' },
    interviews: { type: 'string', default: '20000' },
    'max-growth': { type: 'string', default: '50' },
    'max-slope': { type: 'string', default: '15' },
  },
});
const MINUTES = Number(values.minutes);
const USERS = Number(values.users);
const INTERVIEWS = Number(values.interviews);
const MAX_GROWTH_MB = Number(values['max-growth']);
const MAX_SLOPE_MB = Number(values['max-slope']);
for (const [name, v] of Object.entries({ minutes: MINUTES, users: USERS, interviews: INTERVIEWS, 'max-growth': MAX_GROWTH_MB, 'max-slope': MAX_SLOPE_MB })) {
  if (!Number.isFinite(v) || v <= 0) {
    console.error(`--${name} must be a positive number.`);
    process.exit(2);
  }
}
const WARM_UP_MINUTES = 1;
const SLOPE_MIN_RUN = 10;
const SAMPLE_MS = 5000;

/** The demo's sign-ins (README): most people work in the retail universe, a few in the B2B one. */
const MIX: [Account, number][] = [
  [{ username: 'user', password: 'sightline-user', universe: 'demo' }, 6],
  [{ username: 'admin', password: 'sightline-admin', universe: 'demo' }, 5],
  [{ username: 'root', password: 'sightline-root', universe: 'demo' }, 4],
  [{ username: 'multi', password: 'sightline-multi', universe: 'demo' }, 3],
  [{ username: 'multi', password: 'sightline-multi', universe: 'b2b' }, 2],
];
const accounts = MIX.flatMap(([a, n]) => Array.from({ length: n }, () => a));

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (m: string): void => void process.stderr.write(`${m}\n`);
const out = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
const round = (n: number | null, digits = 0) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : null;
};

/** Least-squares slope of y over x. */
function slope(points: [number, number][]): number | null {
  if (points.length < 2) return null;
  const mx = points.reduce((s, [x]) => s + x, 0) / points.length;
  const my = points.reduce((s, [, y]) => s + y, 0) / points.length;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den ? num / den : null;
}

let server: SoakServer | null = null;
/** When the traffic started; NaN while the server is still starting. */
let startedAt = Number.NaN;
const clock = { deadline: Number.POSITIVE_INFINITY };
let interrupted = false;
let cleaning: Promise<void> | null = null;
const cleanUp = () => (server ? (cleaning ??= server.stop().catch((err: unknown) => log(`Stopping the server failed: ${String(err)}`))) : Promise.resolve());

process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
let interruptedAt = 0;
function onSignal(signal: string) {
  // `npm run` passes a terminal's Ctrl-C on to the script, which has it from the terminal too: one press, two signals.
  if (interrupted && Date.now() - interruptedAt < 2000) return;
  if (interrupted) {
    log(`${signal} again: stopping the server now.`);
    void cleanUp().then(() => process.exit(130));
    return;
  }
  interrupted = true;
  interruptedAt = Date.now();
  log(`${signal}: stopping the users, then the server…`);
  clock.deadline = Date.now();
  // Before the run started (still seeding): nothing to wait for.
  if (!Number.isFinite(startedAt)) void cleanUp().then(() => process.exit(130));
}

async function main(): Promise<number> {
  log(`Starting the server with a fresh demo seed of ${INTERVIEWS} interviews…`);
  const bootStart = Date.now();
  const gcAfter = new Map<number, number[]>();
  const fullGcAfter = new Map<number, number[]>();
  const onGc = (e: GcEvent) => {
    if (!Number.isFinite(startedAt)) return;
    const minute = Math.floor((Date.now() - startedAt) / 60_000) + 1;
    for (const map of e.full ? [gcAfter, fullGcAfter] : [gcAfter]) map.set(minute, [...(map.get(minute) ?? []), e.afterMB]);
  };
  const srv = await startSoakServer({
    repoRoot,
    interviews: INTERVIEWS,
    log,
    startTimeoutMs: 15 * 60_000,
    onGc,
    onSpawn: (spawned) => (server = spawned),
  });
  if (interrupted) return 130;
  startedAt = Date.now();
  clock.deadline = startedAt + MINUTES * 60_000;
  out({ event: 'start', server: srv.base, pid: srv.pid, startupSeconds: round((startedAt - bootStart) / 1000, 1), users: USERS, minutes: MINUTES, interviews: INTERVIEWS });

  const stats = new SoakStats(startedAt, (line) => process.stdout.write(`${line}\n`));
  const rssSamples = new Map<number, number[]>();
  const sample = () => {
    const rss = rssMb(srv.pid);
    if (rss === null) return;
    const minute = stats.minuteOf(Date.now());
    rssSamples.set(minute, [...(rssSamples.get(minute) ?? []), rss]);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);

  const minuteLines: { minute: number; rssMB: number | null; heapFullGcMB: number | null }[] = [];
  const printMinute = (minute: number, seconds: number) => {
    const m = stats.minute(minute);
    const rss = rssSamples.get(minute) ?? [];
    const line = {
      minute,
      requests: m.requests,
      throughput: round(m.requests / seconds, 1),
      p50ms: round(m.p50),
      p95ms: round(m.p95),
      errors: m.errors,
      refused: m.refused,
      rssMB: round(median(rss)),
      rssMaxMB: rss.length ? Math.max(...rss) : null,
      heapMB: round(median(gcAfter.get(minute) ?? []), 1),
      heapAfterFullGcMB: fullGcAfter.has(minute) ? Math.min(...fullGcAfter.get(minute)!) : null,
      pgBackends: pgBackends(srv.dataDir),
    };
    minuteLines.push({ minute, rssMB: line.rssMB, heapFullGcMB: line.heapAfterFullGcMB });
    out(line);
  };
  let printed = 0;
  const ticker = setInterval(() => {
    const done = Math.floor((Date.now() - startedAt) / 60_000);
    while (printed < Math.min(done, MINUTES)) printMinute(++printed, 60);
  }, 1000);

  const users = Array.from({ length: USERS }, (_, i) => {
    const account = accounts[i % accounts.length]!;
    const client = new SoakClient(srv.base, stats, `${account.username}@${account.universe}#${i + 1}`);
    const user = new SimulatedUser(client, account, clock);
    // Spread the first sign-ins over five seconds, as people arriving.
    return new Promise((r) => setTimeout(r, Math.random() * 5000)).then(() => user.run());
  });
  const results = await Promise.allSettled(users);
  clearInterval(ticker);
  clearInterval(sampler);
  for (const r of results) if (r.status === 'rejected') log(`A simulated user stopped: ${r.reason instanceof Error ? r.reason.stack : String(r.reason)}`);
  const crashed = results.filter((r) => r.status === 'rejected').length;

  // The minutes not printed yet: the last full one, or the part of it an interruption left.
  const endedAt = Date.now();
  while (printed < MINUTES && startedAt + printed * 60_000 < endedAt) {
    const seconds = Math.min(60, (endedAt - startedAt) / 1000 - printed * 60);
    printMinute(++printed, Math.max(1, seconds));
  }

  const totals = stats.totals();
  const steady = minuteLines.filter((l) => l.minute > WARM_UP_MINUTES && l.rssMB !== null) as { minute: number; rssMB: number; heapFullGcMB: number | null }[];
  const first = steady[0]?.rssMB ?? null;
  const last = steady.at(-1)?.rssMB ?? null;
  const growth = first !== null && last !== null ? last - first : null;
  const perMinute = slope(steady.map((l) => [l.minute, l.rssMB]));
  const slopePer10 = perMinute === null ? null : perMinute * 10;
  const fullGcs = steady.filter((l) => l.heapFullGcMB !== null);
  const problems: string[] = [];
  if (totals.errors > 0) problems.push(`${totals.errors} errors`);
  if (crashed) problems.push(`${crashed} simulated users stopped with an exception`);
  if (growth !== null && growth > MAX_GROWTH_MB) problems.push(`RSS grew ${round(growth)} MB after the warm-up (limit ${MAX_GROWTH_MB} MB)`);
  if (MINUTES >= SLOPE_MIN_RUN && slopePer10 !== null && slopePer10 > MAX_SLOPE_MB) {
    problems.push(`RSS rose ${round(slopePer10, 1)} MB per 10 minutes after the warm-up (limit ${MAX_SLOPE_MB})`);
  }
  if (interrupted) problems.push('interrupted');
  out({
    summary: {
      minutes: round((endedAt - startedAt) / 60_000, 2),
      users: USERS,
      requests: totals.requests,
      throughput: round(totals.requests / ((endedAt - startedAt) / 1000), 1),
      p50ms: round(totals.p50),
      p95ms: round(totals.p95),
      errors: totals.errors,
      refused: totals.refused,
      errorsByCall: Object.fromEntries(stats.errorKinds),
      refusedByCall: Object.fromEntries(stats.refusalKinds),
      requestsByCall: Object.fromEntries([...stats.calls].sort((a, b) => b[1] - a[1])),
      rssAfterWarmUpMB: first,
      rssLastMinuteMB: last,
      rssGrowthMB: round(growth),
      rssSlopeMBPer10Min: round(slopePer10, 1),
      heapAfterFullGcFirstMB: fullGcs[0]?.heapFullGcMB ?? null,
      heapAfterFullGcLastMB: fullGcs.at(-1)?.heapFullGcMB ?? null,
      memoryCheck: `last minute's median RSS at most ${MAX_GROWTH_MB} MB above minute ${WARM_UP_MINUTES + 1}'s` + (MINUTES >= SLOPE_MIN_RUN ? `; slope at most ${MAX_SLOPE_MB} MB/10 min` : ` (slope checked in runs of ${SLOPE_MIN_RUN}+ minutes)`),
      result: problems.length ? `FAIL: ${problems.join('; ')}` : 'PASS',
    },
  });
  if (totals.errors > 0) log(`Server output (last lines):\n${srv.outputTail().split('\n').slice(-40).join('\n')}`);
  return interrupted ? 130 : problems.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`The soak test could not run: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  log('Stopping the server and removing its data…');
  await cleanUp();
}
process.exit(code);
