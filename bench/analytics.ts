/**
 * `npm run bench`: the analytics core against 1,000,000 interviews over 500 units (generated into
 * .tmp/bench-data the first time, reused afterwards). For each operation it prints, as JSON, the median of
 * repeated runs beside a floor measured in the same run (a plain count(*) and avg over the same rows and dates)
 * and their ratio. Budgets: unfiltered ranking at most 0.5 x its floor and under 30 ms; filtered ranking at most
 * 2 x its floor.
 *
 * Options: --interviews N (default 1000000), --units N (500), --runs N (15), --data-dir DIR (.tmp/bench-data).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseFilters } from '../core/drillpath/tokens';
import { computeRanking } from '../server/analytics/ranking';
import { developmentChart } from '../server/analytics/charts';
import { computeTiles } from '../server/analytics/tiles';
import { loadContext, resolveUnit, type AnalyticsContext } from '../server/survey/context';
import { compileFilters, standardConditions, type CompiledFilters } from '../server/analytics/filters';
import { questionsOf, variablesOf } from '../server/analytics/metrics';
import { rankingConfig } from '../server/analytics/ranking';
import { findComponent } from '../server/analytics/survey-config';
import { Params, utcDay } from '../server/analytics/sql';
import { refreshRollups, SAMPLES_CONTACTED } from '../server/analytics/rollup';
import { createDb } from '../server/db/pool';
import { openDatabase, removeDemoData } from '../server/demo/database';
import { seedDemo } from '../server/demo/index';
import { DEMO_UNIVERSES, DEMO_USERS, STAFF_USERNAMES } from '../server/demo/seed';
import { SLOW_UNIVERSE } from '../server/demo/auth-demo';

const { values } = parseArgs({
  options: {
    interviews: { type: 'string', default: '1000000' },
    units: { type: 'string', default: '500' },
    runs: { type: 'string', default: '15' },
    'data-dir': { type: 'string', default: '.tmp/bench-data' },
  },
});
const INTERVIEWS = Number(values.interviews);
const UNITS = Number(values.units);
const RUNS = Number(values.runs);
const log = (m: string) => process.stderr.write(`${m}\n`);

const db = await openDatabase({ dataDir: values['data-dir']!, database: 'sightline_bench' });
const owner = new pg.Client(db.adminUrl);
await owner.connect();

/** Reuses the data when it is there in the wanted size; generates it otherwise. */
async function ensureData(): Promise<void> {
  const { rows } = await owner.query<{ n: string; units: string }>(
    `select (select count(*) from interview i join survey s on s.id = i.survey_id where s.ext_name = 'storevisit') as n,
            (select count(*) from unit u join survey s on s.id = u.survey_id where s.ext_name = 'storevisit') as units`,
  );
  const have = Number(rows[0]!.n);
  const units = Number(rows[0]!.units);
  if (have === INTERVIEWS && Math.abs(units - UNITS) <= 10) {
    log(`Reusing ${have} interviews over ${units} units in ${values['data-dir']}.`);
    // Data made by an older version may lack a newer rollup: rebuild them, as an import would.
    const { rows: subtree } = await owner.query(`select 1 from answer_rollup_subtree_month where question = $1 limit 1`, [SAMPLES_CONTACTED]);
    if (!subtree.length) {
      log('Rebuilding the rollups…');
      const { rows: surveys } = await owner.query<{ id: number }>(`select id from survey`);
      await owner.query('begin');
      for (const s of surveys) await refreshRollups(owner, s.id);
      await owner.query('commit');
      await owner.query('vacuum analyze');
    }
    return;
  }
  log(`Generating ${INTERVIEWS} interviews over ${UNITS} units (once; later runs reuse them)…`);
  const started = Date.now();
  await owner.query('begin');
  await removeDemoData(owner, [...DEMO_UNIVERSES, SLOW_UNIVERSE.name], [...DEMO_USERS.map((u) => u.username), ...STAFF_USERNAMES]);
  await owner.query('commit');
  await seedDemo(owner, { interviews: INTERVIEWS, storeUnits: UNITS, onlyStoreVisit: true, seed: 7, log });
  await owner.query('vacuum analyze');
  log(`Generated in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
await ensureData();

const app = createDb(db.appUrl, { poolSize: 2, reservedPoolSize: 1 });
const { rows: who } = await owner.query<{ user_id: number; universe_id: number }>(
  `select m.user_id, m.universe_id from universe_member m join app_user u on u.id = m.user_id join universe v on v.id = m.universe_id
    where u.username = 'admin' and v.name = 'demo'`,
);
const session = { userId: who[0]!.user_id, universeId: who[0]!.universe_id };

async function inTenant<T>(fn: (ctx: AnalyticsContext) => Promise<T>): Promise<T> {
  return app.withTenant(session, async (client) => fn(await loadContext(client, session, 'storevisit', app.today())));
}

async function filtersOf(ctx: AnalyticsContext, text: string): Promise<CompiledFilters> {
  return compileFilters(parseFilters(text), ctx.sa, ctx.today, async () => ({ first: null, last: null }));
}

/**
 * The floor: a plain count(*) and avg over the same rows (the answers to the questions the operation reads, of the
 * completed interviews of the same units), dates and filters, without any grouping or metric arithmetic.
 */
async function floor(ctx: AnalyticsContext, f: CompiledFilters, from: string, to: string, questions: string[]): Promise<void> {
  const p = new Params();
  const where = [`i.survey_id = ${p.add(ctx.survey.id)}`, `i.responded_at >= ${utcDay(p, from)}`, `i.responded_at < ${utcDay(p, to)}`];
  const extra = standardConditions(f, ctx.sa, p);
  if (extra) where.push(extra);
  await ctx.client.query({
    text: `select count(*), avg(a.num_value) from interview i join answer a on a.interview_id = i.id and a.question = any(${p.add(questions)}::text[])
            where ${where.join(' and ')} and i.is_completed`,
    values: p.values,
  });
}

interface Op {
  name: string;
  run(ctx: AnalyticsContext): Promise<unknown>;
  floor(ctx: AnalyticsContext): Promise<void>;
  budget?: { maxRatio: number; maxMs?: number };
}

async function timed(fn: (ctx: AnalyticsContext) => Promise<unknown>): Promise<number> {
  return inTenant(async (ctx) => {
    const t = process.hrtime.bigint();
    await fn(ctx);
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The answers an operation reads (the interview count comes from the same interviews). */
const rankingQuestions = (ctx: AnalyticsContext) => questionsOf(rankingConfig(ctx, 'default').columns).filter((q) => q !== '*');
const tileQuestions = (ctx: AnalyticsContext) => questionsOf(variablesOf(ctx, findComponent(ctx.sa, 'kpis')!.config.expressions as string[])).filter((q) => q !== '*');
const chartQuestions = (ctx: AnalyticsContext) => questionsOf(variablesOf(ctx, ctx.sa.chartVariables.npsTrend!)).filter((q) => q !== '*');

const ops: Op[] = [
  {
    name: 'ranking (children of the root, last 12 months)',
    budget: { maxRatio: 0.5, maxMs: 30 },
    run: async (ctx) => computeRanking(ctx, await resolveUnit(ctx, ['all']), await filtersOf(ctx, 'ftime=rmonths-11_0'), [], 'default', {}),
    floor: async (ctx) => {
      const f = await filtersOf(ctx, 'ftime=rmonths-11_0');
      await floor(ctx, f, f.period.from, f.period.to, rankingQuestions(ctx));
    },
  },
  {
    name: 'variable block (6 tiles, selection and trend periods)',
    run: async (ctx) => {
      const c = findComponent(ctx.sa, 'kpis')!;
      return computeTiles(ctx, await resolveUnit(ctx, ['all']), await filtersOf(ctx, 'ftime=rmonths-11_0'), [], variablesOf(ctx, c.config.expressions as string[]));
    },
    floor: async (ctx) => {
      const f = await filtersOf(ctx, 'ftime=rmonths-11_0');
      await floor(ctx, f, f.trend.from, f.period.to, tileQuestions(ctx));
    },
  },
  {
    name: 'development chart (monthly, 24 months)',
    run: async (ctx) =>
      developmentChart(ctx, await resolveUnit(ctx, ['all']), await filtersOf(ctx, 'ftime=rmonths-23_0'), findComponent(ctx.sa, 'npsTrend')!, 'months'),
    floor: async (ctx) => {
      const f = await filtersOf(ctx, 'ftime=rmonths-23_0');
      await floor(ctx, f, f.period.from, f.period.to, chartQuestions(ctx));
    },
  },
  {
    name: 'filtered ranking (gender=female, last 12 months)',
    budget: { maxRatio: 2 },
    run: async (ctx) => computeRanking(ctx, await resolveUnit(ctx, ['all']), await filtersOf(ctx, 'ftime=rmonths-11_0;gender=female'), [], 'default', {}),
    floor: async (ctx) => {
      const f = await filtersOf(ctx, 'ftime=rmonths-11_0;gender=female');
      await floor(ctx, f, f.period.from, f.period.to, rankingQuestions(ctx));
    },
  },
];

const results = [];
for (const op of ops) {
  // Warm the caches for both, then alternate them so both see the same machine load.
  for (let i = 0; i < 2; i++) {
    await timed(op.run);
    await timed(op.floor);
  }
  const times: number[] = [];
  const floors: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    times.push(await timed(op.run));
    floors.push(await timed(op.floor));
  }
  const ms = median(times);
  const floorMs = median(floors);
  const ratio = ms / floorMs;
  const within = op.budget ? ratio <= op.budget.maxRatio && (op.budget.maxMs === undefined || ms < op.budget.maxMs) : null;
  results.push({
    operation: op.name,
    medianMs: Number(ms.toFixed(2)),
    floorMedianMs: Number(floorMs.toFixed(2)),
    ratio: Number(ratio.toFixed(3)),
    budget: op.budget ? `ratio <= ${op.budget.maxRatio}${op.budget.maxMs ? ` and < ${op.budget.maxMs} ms` : ''}` : null,
    withinBudget: within,
  });
  log(`${op.name}: ${ms.toFixed(1)} ms (floor ${floorMs.toFixed(1)} ms)`);
}

const { rows: size } = await owner.query<{ interviews: string; units: string }>(
  `select (select count(*) from interview) as interviews, (select count(*) from unit u join survey s on s.id = u.survey_id where s.ext_name = 'storevisit') as units`,
);
console.log(
  JSON.stringify(
    {
      interviews: Number(size[0]!.interviews),
      units: Number(size[0]!.units),
      runs: RUNS,
      results,
      allWithinBudget: results.every((r) => r.withinBudget !== false),
    },
    null,
    2,
  ),
);
await app.close();
await owner.end();
await db.close();
process.exitCode = results.every((r) => r.withinBudget !== false) ? 0 : 1;
