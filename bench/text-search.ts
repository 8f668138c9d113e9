/**
 * `npm run bench:text` (its search part; alone: `node --import tsx bench/text-search.ts`): the comment search over
 * 1,000,000 comments, p95 under 200 ms (issue 14, "Throughput"), through the real path of the
 * `vuejs/textanalytics/search` call: searchComments with a loaded survey context (the caller's unit scope under RLS,
 * the drill path, period and the 25-row page, the total, highlighted words and the configured columns).
 *
 * Data (made once in .tmp/text-search-bench-data, database per size; later runs reuse it): the store-visit demo,
 * plus COMMENTS interviews over its stores from 2020 to 2025, half with a Swedish and half with an English comment
 * composed by the demo's phrase banks (server/demo/phrases.ts), two in 10,000 with a rare word. The analysis of
 * each distinct comment is the engine's own (analyseComment); the rows are written set-based (generate_series,
 * to_tsvector in each language's configuration), as the analysis job writes them.
 *
 * Queries: common and rare words, Swedish and English, a two-word text and a blank one (every comment), each as the
 * admin (whole survey) and as a regional user (RLS and unit scope), without a path (the default period), over all
 * six years, and with a drill unit and a year. Beside each: the naive search of the same comments in the same run, a plain `ILIKE '%word%'` scan with the
 * same order, page and count (once per case: it reads every comment). Prints one JSON document; p95 of the engine's search against the 200 ms budget.
 *
 * Options: --comments N (1000000; e.g. 50000 for a quick run), --runs N (5 per query), --data-dir DIR.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb } from '../server/db/pool';
import { openDatabase } from '../server/demo/database';
import { seedDemo } from '../server/demo/index';
import { composeComment, toneOf, type Lang } from '../server/demo/phrases';
import { createRandom } from '../server/demo/random';
import { loadContext } from '../server/survey/context';
import { analyseComment, TEXT_SEARCH_CONFIG } from '../server/text/analyse';
import { searchComments } from '../server/text/search';
import { analyseBatch } from '../server/text/store';

const { values } = parseArgs({
  options: {
    comments: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string', default: '.tmp/text-search-bench-data' },
  },
});
const COMMENTS = Number(values.comments);
const RUNS = Number(values.runs);
const BUDGET_P95_MS = 200;
const TODAY = '2026-11-25';
/** Two comments in RARE_EVERY, one of each language, get their language's rare word. */
const RARE_EVERY = 10_000;
const RARE: Record<'sv' | 'en', string> = { sv: 'blåbärssoppa', en: 'kangaroo' };
const POOL = 4000;
const COMPONENT = 'storevisitFeedbackSearch';
const log = (m: string) => process.stderr.write(`${m}\n`);
/** A search the server stops (its interactive statement timeout) counts as this long: a miss, never left out. */
const TOO_LONG = 'took_too_long';
const STOPPED_MS = 15_000;

const db = await openDatabase({ dataDir: values['data-dir']!, database: `sightline_textsearch_${COMMENTS}` });
const owner = new pg.Client(db.adminUrl);
await owner.connect();

/** Distinct comments per language with the engine's analysis of each: the bulk insert picks from them. */
function pool(lang: 'sv' | 'en') {
  const rnd = createRandom(lang === 'sv' ? 11 : 12);
  const texts: string[] = [];
  for (let k = 0; k < POOL; k++) texts.push(composeComment(rnd, lang as Lang, toneOf(k % 11)));
  const analyses = texts.map((t) => analyseComment(t, { languages: [lang] }));
  return {
    texts,
    lang: analyses.map((a) => a.lang),
    config: analyses.map((a) => TEXT_SEARCH_CONFIG[a.lang]),
    sentiment: analyses.map((a) => a.sentiment),
    score: analyses.map((a) => a.score),
    categories: analyses.map((a) => JSON.stringify(a.categories)),
  };
}

async function ensureData(): Promise<void> {
  const { rows: have } = await owner.query<{ n: number }>(
    `select count(*)::int as n from comment_analysis ca join survey s on s.id = ca.survey_id where s.ext_name = 'storevisit' and ca.question = 'comment'`,
  );
  if (have[0]!.n >= COMMENTS) {
    log(`Reusing ${have[0]!.n} comments in ${values['data-dir']}.`);
    return;
  }
  log(`Generating ${COMMENTS} comments (once; later runs reuse them)…`);
  const started = Date.now();
  await seedDemo(owner, { interviews: 2000, onlyStoreVisit: true, seed: 7, today: TODAY, log });
  const { rows: s } = await owner.query<{ id: number; universe_id: number }>(`select id, universe_id from survey where ext_name = 'storevisit'`);
  const { id: surveyId, universe_id: universeId } = s[0]!;
  while ((await analyseBatch(owner, surveyId, 50_000)) > 0);
  const { rows: leaves } = await owner.query<{ id: string }>(
    `select u.id from unit u where u.survey_id = $1 and not exists (select 1 from unit c where c.parent_id = u.id) order by u.id`,
    [surveyId],
  );
  const sv = pool('sv');
  const en = pool('en');
  await owner.query('begin');
  // The distinct comments as a table (a join, not an array read per row): even g Swedish, odd English, entry (g / 2) % POOL.
  await owner.query(`create temp table bench_pool (sv boolean, k int, txt text, lang text, cfg text, sentiment text, score float8, cats jsonb, primary key (sv, k)) on commit drop`);
  for (const [isSv, p] of [[true, sv], [false, en]] as const) {
    await owner.query(
      `insert into bench_pool select $1, k - 1, txt, lang, cfg, sentiment, score, cats
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::jsonb[]) with ordinality as t(txt, lang, cfg, sentiment, score, cats, k)`,
      [isSv, p.texts, p.lang, p.config, p.sentiment, p.score, p.categories],
    );
  }
  const { rows: base } = await owner.query<{ id: string }>(`select coalesce(max(id), 0) as id from interview`);
  await owner.query(
    `insert into interview (id, universe_id, survey_id, unit_id, responded_at, background)
     overriding system value
     select $5::bigint + g, $1, $2, ($3::bigint[])[1 + g % cardinality($3::bigint[])],
            timestamptz '2020-01-01 00:00:00+00' + ((g::bigint * 7919) % 2190) * interval '1 day' + (g % 86400) * interval '1 second',
            jsonb_build_object('gender', case when g % 3 = 0 then 'male' else 'female' end)
       from generate_series(1, $4::int) g`,
    [universeId, surveyId, leaves.map((l) => l.id), COMMENTS, base[0]!.id],
  );
  await owner.query(`select setval(pg_get_serial_sequence('interview', 'id'), (select max(id) from interview))`);
  await owner.query(
    `create temp table bench_comment on commit drop as
     select $1::bigint + g as id, g, p.txt || case when g % ${RARE_EVERY} in (3, 4) then case when p.sv then ' ${RARE.sv}' else ' ${RARE.en}' end else '' end as txt,
            p.lang, p.cfg, p.sentiment, p.score, p.cats
       from generate_series(1, $2::int) g join bench_pool p on p.sv = (g % 2 = 0) and p.k = (g / 2) % ${POOL}`,
    [base[0]!.id, COMMENTS],
  );
  await owner.query(`insert into answer (universe_id, interview_id, question, num_value) select $1, id, 'nps', g % 11 from bench_comment`, [universeId]);
  await owner.query(`insert into answer (universe_id, interview_id, question, text_value) select $1, id, 'comment', txt from bench_comment`, [universeId]);
  await owner.query(
    `insert into comment_analysis (universe_id, survey_id, interview_id, question, lang, sentiment, score, categories, search, text_hash)
     select $1, $2, id, 'comment', lang, sentiment, score, cats, to_tsvector(cfg::regconfig, txt), md5(txt) from bench_comment`,
    [universeId, surveyId],
  );
  await owner.query('commit');
  await owner.query('vacuum analyze');
  log(`Generated in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
await ensureData();

const app = createDb(db.appUrl, { poolSize: 2, reservedPoolSize: 1 });
async function sessionOf(username: string) {
  const { rows } = await owner.query<{ user_id: number; universe_id: number }>(
    `select m.user_id, m.universe_id from universe_member m join app_user u on u.id = m.user_id join universe v on v.id = m.universe_id
      where u.username = $1 and v.name = 'demo'`,
    [username],
  );
  return { userId: rows[0]!.user_id, universeId: rows[0]!.universe_id };
}
const callers = { admin: await sessionOf('admin'), north: await sessionOf('user') };
const { rows: drill } = await owner.query<{ path: string }>(
  `select u.path from unit u join survey s on s.id = u.survey_id where s.ext_name = 'storevisit' and u.level = 2 order by u.id limit 1`,
);
/** As the page opens (the default period), the six years of comments, and a region in one year. */
const PATHS = { none: undefined, 'all years': ';ftime=Ige01012020:01012026', 'region, 2024': `${drill[0]!.path};ftime=Ige01012024:01012025` };
const QUERIES = [
  { name: 'common sv', text: 'personalen' },
  { name: 'common en', text: 'staff' },
  { name: 'rare sv', text: RARE.sv },
  { name: 'rare en', text: RARE.en },
  { name: 'two words en', text: 'waited long' },
  { name: 'blank (every comment)', text: '' },
];

async function timed(caller: keyof typeof callers, fn: (ctx: Awaited<ReturnType<typeof loadContext>>) => Promise<unknown>): Promise<number> {
  return app.withTenant(callers[caller], async (client) => {
    const ctx = await loadContext(client, callers[caller], 'storevisit', TODAY);
    const t = process.hrtime.bigint();
    await fn(ctx);
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
}

/** The naive search beside it: the same comments by a plain ILIKE scan, same order, page and count. */
async function ilike(ctx: Awaited<ReturnType<typeof loadContext>>, words: string): Promise<unknown> {
  // It reads every comment: past the server's interactive timeout on a busy machine.
  await ctx.client.query('set local statement_timeout = 0');
  const { rows } = await ctx.client.query(
    `select a.interview_id, a.text_value, count(*) over () as total
       from answer a join interview i on i.id = a.interview_id
      where i.survey_id = $1 and a.question = 'comment' and a.text_value ilike $2
      order by i.responded_at desc, a.interview_id desc limit 25`,
    [ctx.survey.id, `%${words.replace(/[\\%_]/g, '\\$&')}%`],
  );
  return rows;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const r1 = (x: number) => Math.round(x * 10) / 10;

const cases = [];
const all: number[] = [];
const allBaseline: number[] = [];
for (const q of QUERIES) {
  for (const caller of Object.keys(callers) as (keyof typeof callers)[]) {
    for (const [pathName, path] of Object.entries(PATHS)) {
      const run = (ctx: Awaited<ReturnType<typeof loadContext>>) => searchComments(ctx, COMPONENT, ['feedbackSearch'], path, { text: q.text });
      const found = await app
        .withTenant(callers[caller], async (client) => run(await loadContext(client, callers[caller], 'storevisit', TODAY)))
        .catch((err: { code?: string }) => {
          if (err.code !== TOO_LONG) throw err;
          return { total: null, rows: [] };
        });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(caller, run).catch((err: { code?: string }) => (err.code === TOO_LONG ? STOPPED_MS : Promise.reject(err))));
      // The scan reads every comment each time (seconds over a million): once per case is enough to compare.
      const base = [await timed(caller, (ctx) => ilike(ctx, q.text))];
      all.push(...times);
      allBaseline.push(...base);
      cases.push({ query: q.name, text: q.text, caller, path: pathName, total: found.total, rows: found.rows.length, medianMs: r1(percentile(times, 50)), maxMs: r1(Math.max(...times)), ilikeMedianMs: r1(percentile(base, 50)) });
      log(`${q.name} / ${caller} / ${pathName}: ${found.total} found, median ${percentile(times, 50).toFixed(1)} ms (ILIKE ${percentile(base, 50).toFixed(1)} ms)`);
    }
  }
}

const { rows: size } = await owner.query<{ n: number }>(`select count(*)::int as n from comment_analysis`);
const p95 = percentile(all, 95);
const report = {
  comments: size[0]!.n,
  runsPerCase: RUNS,
  cases,
  search: { p95Ms: r1(p95), p50Ms: r1(percentile(all, 50)), ilikeP95Ms: r1(percentile(allBaseline, 95)), ilikeP50Ms: r1(percentile(allBaseline, 50)) },
  budget: { budget: `search over ${COMMENTS} comments p95 < ${BUDGET_P95_MS} ms`, value: r1(p95), pass: p95 < BUDGET_P95_MS },
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
await app.close();
await owner.end();
await db.close();
process.exitCode = report.budget.pass ? 0 : 1;
