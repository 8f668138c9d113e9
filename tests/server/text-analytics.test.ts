/**
 * Text analytics (issue 14) against the real database and job queue: the analysis job fills comment_analysis, the
 * result and search calls read it inside the drill unit, period, role scope and universe, the search text is plain
 * words whatever it holds, and the question search's download is an Excel file with formula cells escaped.
 *
 * Hand-made stores in 2020 (outside the demo's dates), Shop TN in region North (the ordinary user's scope) and
 * Shop TS in region South:
 *
 *   key    store  nps  comment                                          gender
 *   svNeg  TN      2   "Mycket dålig service, inte bra alls"            male
 *   svPos  TN      9   "Trevlig personal och snabb kassa"               female
 *   enPos  TN     10   "The staff were friendly and helpful"            female
 *   enNeg  TN      3   "=SUM(A1) the queue was slow <script>x</script>" (none)
 *   south  TS      8   "Trevlig personal i söder"                       female
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { searchDef, searchRows } from '../../server/text/search';
import { registerTextJobs, requestAnalysis } from '../../server/text/store';
import { withSurvey } from '../../server/survey/with-survey';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { spreadsheetForm, workbook } from '../support/workbooks';
import { loginToken, TEST_PUBLIC_URL } from '../support/app';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { TextAnalytics } from '../../schemas/api/text-analytics.gen';
import type { TextSearchResult } from '../../schemas/api/text-search-result.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let surveyId: number;
let universeId: number;
const tokens = {} as Record<'user' | 'admin' | 'otherUniverse', string>;
const ids = {} as Record<'svNeg' | 'svPos' | 'enPos' | 'enNeg' | 'south', number>;

const NORTH_SHOP = 'all,se,north,tn';
const SOUTH_SHOP = 'all,se,south,ts';
const YEAR = ';ftime=Ige01012020:01012021';
const PAGE = {
  extname: 'feedbackTest',
  title: { en: 'Feedback' },
  components: [
    { type: 'textAnalytics', id: 'ta', config: { detailsPage: 'feedbackTest' } },
    { type: 'feedbackSearch', id: 'fs', config: { indicator: 'nps', variable: 'gender' } },
    { type: 'questionSearch', id: 'qs', config: { indicator: 'nps' } },
  ],
};

const inject = (method: 'GET' | 'POST', url: string, body?: unknown, token = tokens.user) =>
  app.inject({ method, url: `/rest/vuejs/textanalytics/${url}`, headers: { authorization: token }, ...(body === undefined ? {} : { payload: body as object }) });
const result = async (path: string, token = tokens.user) => {
  const res = await inject('GET', `result/storevisit/ta?path=${encodeURIComponent(path)}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TextAnalytics>();
};
const search = async (body: Record<string, unknown>, token = tokens.user) => {
  const res = await inject('POST', 'search/storevisit/fs', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TextSearchResult>();
};
/** Waits until the job has stored the analyses of `n` comments of the interviews (the hand-made ones when not given). */
const waitForAnalyses = async (n: number, interviews: number[] = Object.values(ids)) => {
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    const found = await asOwner(database.adminUrl, (c) => c.query(`select count(*)::int as n from comment_analysis where interview_id = any($1::bigint[])`, [interviews]));
    if (found.rows[0].n >= n) return;
  }
  throw new Error('the analysis job did not store the comments');
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await asOwner(database.adminUrl, async (c) => {
    await c.query(`update survey set config = jsonb_set(config, '{pages}', (config->'pages') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify([PAGE])]);
    await c.query(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
    const { rows } = await c.query(
      `select s.id, s.universe_id, n.id as north, so.id as south from survey s
         join unit n on n.survey_id = s.id and n.path = 'all,se,north' join unit so on so.survey_id = s.id and so.path = 'all,se,south'
        where s.ext_name = 'storevisit'`,
    );
    ({ id: surveyId, universe_id: universeId } = rows[0]);
    const shop = async (parent: number, ext: string, path: string) =>
      (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $4, 3, $5) returning id`, [universeId, surveyId, parent, ext, path])).rows[0].id;
    const tn = await shop(rows[0].north, 'tn', NORTH_SHOP);
    const ts = await shop(rows[0].south, 'ts', SOUTH_SHOP);
    const add = async (key: keyof typeof ids, unit: number, day: string, nps: number, comment: string, gender: string | null) => {
      const iv = (await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id::int as id`, [universeId, surveyId, unit, day, gender ? { gender } : {}])).rows[0].id;
      ids[key] = iv;
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv, nps]);
      await c.query(`insert into answer (universe_id, interview_id, question, text_value) values ($1, $2, 'comment', $3)`, [universeId, iv, comment]);
    };
    await add('svNeg', tn, '2020-03-01T12:00:00Z', 2, 'Mycket dålig service, inte bra alls', 'male');
    await add('svPos', tn, '2020-03-02T12:00:00Z', 9, 'Trevlig personal och snabb kassa', 'female');
    await add('enPos', tn, '2020-03-03T12:00:00Z', 10, 'The staff were friendly and helpful', 'female');
    await add('enNeg', tn, '2020-03-04T12:00:00Z', 3, '=SUM(A1) the queue was slow <script>x</script>', null);
    await add('south', ts, '2020-03-05T12:00:00Z', 8, 'Trevlig personal i söder', 'female');
  });
  // The worker's start asks for every survey with comments waiting: the seeded demo's and these.
  await registerTextJobs(jobs, database.db, () => {});
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  tokens.user = await loginToken(app, 'user', 'sightline-user');
  tokens.admin = await loginToken(app, 'admin', 'sightline-admin');
  tokens.otherUniverse = await loginToken(app, 'kaisa.korhonen', 'sightline-admin', 'b2b');
  await waitForAnalyses(5);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('the comment analyses', () => {
  it('stores each comment\'s language, sentiment and categories, readable only in its universe', async () => {
    const rows = await asOwner(database.adminUrl, async (c) =>
      (await c.query<{ interview_id: number; lang: string; sentiment: string; categories: { id: string }[] }>(`select interview_id::int, lang, sentiment, categories from comment_analysis where interview_id = any($1::bigint[])`, [Object.values(ids)])).rows,
    );
    const of = (key: keyof typeof ids) => rows.find((r) => r.interview_id === ids[key])!;
    expect(of('svNeg')).toMatchObject({ lang: 'sv', sentiment: 'negative' });
    expect(of('svPos')).toMatchObject({ lang: 'sv', sentiment: 'positive' });
    expect(of('enPos')).toMatchObject({ lang: 'en', sentiment: 'positive' });
    expect(of('enPos').categories.map((c) => c.id)).toContain('staff');
    const elsewhere = await database.db.withTenant({ universeId: universeId + 1 }, (c) => c.query(`select count(*)::int as n from comment_analysis where survey_id = $1`, [surveyId]));
    expect(elsewhere.rows[0].n).toBe(0);
  });

  it('analyses a changed comment again when asked', async () => {
    await asOwner(database.adminUrl, (c) => c.query(`update answer set text_value = 'Mycket bra och trevlig service' where interview_id = $1 and question = 'comment'`, [ids.svNeg]));
    await requestAnalysis(jobs, { universeId, surveyId });
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      const { rows } = await asOwner(database.adminUrl, (c) => c.query(`select sentiment from comment_analysis where interview_id = $1`, [ids.svNeg]));
      if (rows[0].sentiment === 'positive') break;
    }
    expect((await search({ text: 'bra', path: NORTH_SHOP + YEAR })).rows.map((r) => [r.interviewId, r.positive])).toEqual([[ids.svNeg, true]]);
    await asOwner(database.adminUrl, (c) => c.query(`update answer set text_value = 'Mycket dålig service, inte bra alls' where interview_id = $1 and question = 'comment'`, [ids.svNeg]));
    await requestAnalysis(jobs, { universeId, surveyId });
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      const { rows } = await asOwner(database.adminUrl, (c) => c.query(`select sentiment from comment_analysis where interview_id = $1`, [ids.svNeg]));
      if (rows[0].sentiment === 'negative') return;
    }
    throw new Error('the changed comment was not analysed again');
  });
});

describe('the text analytics overview', () => {
  it('counts the drill unit\'s comments by sentiment with the top categories', async () => {
    const answer = await result(NORTH_SHOP + YEAR);
    expect(answer.overviewDTO).toMatchObject({ nInterviews: 4, nCommentInterviews: 4 });
    const { positiveFeedback, negativeFeedback, neutralFeedback } = answer.overviewDTO;
    expect((positiveFeedback.feedbackPercentage ?? 0) + (negativeFeedback.feedbackPercentage ?? 0) + (neutralFeedback.feedbackPercentage ?? 0)).toBeCloseTo(100, 0);
    expect(positiveFeedback.feedbackPercentage).toBeGreaterThan(0);
    expect(negativeFeedback.feedbackPercentage).toBeGreaterThan(0);
    expect(positiveFeedback.feedbackPercentageTitle).toBe('Positive');
    const staff = answer.categories.find((c) => c.id === 'staff')!;
    expect(staff.title).toBe('Staff');
    expect(staff.questionResults.map((q) => q.question)).toEqual(['comment']);
    expect(positiveFeedback.topCategories).toContain('Staff');
  });

  it('names nothing when the selection has no comments, and keeps to the scope and universe', async () => {
    const empty = await result(`${NORTH_SHOP};ftime=Ige01012019:01012020`);
    expect(empty.overviewDTO).toMatchObject({ nCommentInterviews: 0, positiveFeedback: { feedbackPercentage: null, topCategories: [] } });
    expect(empty.categories).toEqual([]);
    expect((await inject('GET', `result/storevisit/ta?path=${SOUTH_SHOP}`)).statusCode).toBe(403);
    expect((await inject('GET', `result/storevisit/ta?path=${NORTH_SHOP}`, undefined, tokens.otherUniverse)).statusCode).toBe(404);
    expect((await inject('GET', `result/storevisit/fs?path=${NORTH_SHOP}`)).statusCode).toBe(400);
    expect((await inject('GET', `result/storevisit/ta?path=${encodeURIComponent(`${NORTH_SHOP};ftime=nonsense`)}`)).statusCode).toBe(400);
  });
});

describe('the comment search', () => {
  it('finds a Swedish word by its stem and an English word, with the matched words and the configured columns', async () => {
    const sv = await search({ text: 'personalen', path: NORTH_SHOP + YEAR });
    expect(sv.rows.map((r) => r.interviewId)).toEqual([ids.svPos]);
    expect(sv.rows[0]).toMatchObject({ comment: 'Trevlig personal och snabb kassa', matches: ['personal'], positive: true, negative: false, indicator: 9, var0: 'Female', date: '2020-03-02' });
    const en = await search({ text: 'Friendly', path: NORTH_SHOP + YEAR });
    expect(en.rows.map((r) => r.interviewId)).toEqual([ids.enPos]);
    expect(en.rows[0]!.matches).toEqual(['friendly']);
    expect(en.headers.map((h) => h.extname)).toEqual(['comment', 'positive', 'negative', 'indicator', 'var0']);
    expect(en.headers.find((h) => h.extname === 'var0')!.title).toBe('Gender');
    expect(en).toMatchObject({ total: 1, page: 0, pageSize: 25, sortBy: 'date', sortDesc: true });
  });

  it('lists every comment newest first for a blank search, and sorts as asked', async () => {
    const all = await search({ text: '  ', path: NORTH_SHOP + YEAR });
    expect(all.rows.map((r) => r.interviewId)).toEqual([ids.enNeg, ids.enPos, ids.svPos, ids.svNeg]);
    const byNps = await search({ text: '', path: NORTH_SHOP + YEAR, sortBy: 'indicator', sortDesc: false });
    expect(byNps.rows.map((r) => r.indicator)).toEqual([2, 3, 9, 10]);
    expect((await search({ text: '', path: NORTH_SHOP + YEAR, page: 1 })).rows).toEqual([]);
  });

  it('never shows a comment from outside the role\'s units, even from the top', async () => {
    // The ordinary user may not drill to the top; a path of filters only searches their own units.
    expect((await inject('POST', 'search/storevisit/fs', { text: 'trevlig', path: `all${YEAR}` })).statusCode).toBe(403);
    const own = await search({ text: 'trevlig personal', path: YEAR });
    expect(own.rows.map((r) => r.interviewId)).toContain(ids.svPos);
    expect(own.rows.map((r) => r.interviewId)).not.toContain(ids.south);
    const admin = await search({ text: 'trevlig personal', path: YEAR }, tokens.admin);
    expect(admin.rows.map((r) => r.interviewId)).toEqual(expect.arrayContaining([ids.svPos, ids.south]));
    expect((await inject('POST', 'search/storevisit/fs', { text: 'trevlig', path: SOUTH_SHOP })).statusCode).toBe(403);
    expect((await inject('POST', 'search/storevisit/fs', { text: 'trevlig' }, tokens.otherUniverse)).statusCode).toBe(404);
  });

  it('reads any search text as plain words: operators, quotes, markup and long texts never fail', async () => {
    for (const text of ['personal & | ! :* ( ) <-> "', "'; drop table comment_analysis; --", 'or and not -personal "trevlig', '\\', '<script>alert(1)</script>', 'ä'.repeat(1000), 'x'.repeat(1000), '::*&&||']) {
      const res = await inject('POST', 'search/storevisit/fs', { text, path: NORTH_SHOP + YEAR });
      expect(res.statusCode, `${text.slice(0, 40)}: ${res.body}`).toBe(200);
    }
    expect((await search({ text: '"trevlig" | -personal', path: NORTH_SHOP + YEAR })).rows.map((r) => r.interviewId)).toEqual([ids.svPos]);
    const tooLong = await inject('POST', 'search/storevisit/fs', { text: 'x'.repeat(1001), path: NORTH_SHOP });
    expect(tooLong.statusCode).toBe(400);
    expect((await inject('POST', 'search/storevisit/fs', { text: 'x', sortBy: 'nonsense' })).statusCode).toBe(400);
    expect((await inject('POST', 'search/storevisit/fs', { text: 'x', page: -1 })).statusCode).toBe(400);
    expect((await inject('POST', 'search/storevisit/fs', { path: NORTH_SHOP })).statusCode).toBe(400);
  });

  it('keeps a comment with markup as text', async () => {
    const found = await search({ text: 'queue', path: NORTH_SHOP + YEAR });
    expect(found.rows[0]!.comment).toBe('=SUM(A1) the queue was slow <script>x</script>');
  });
  it('counts the matches only up to its cap, and says when more match', async () => {
    const { rows } = await asOwner(database.adminUrl, (c) => c.query(`select u.id as "userId" from app_user u where u.username = 'user'`));
    const page = (cap: number) =>
      withSurvey(database.db, { userId: rows[0].userId, universeId }, 'storevisit', { readOnly: true }, async (ctx) =>
        searchRows(ctx, await searchDef(ctx, 'fs', ['feedbackSearch'], NORTH_SHOP + YEAR), { text: '' }, 25, 0, cap),
      );
    expect(await page(2)).toMatchObject({ total: 2, capped: true });
    expect((await page(2)).rows).toHaveLength(4);
    expect(await page(4)).toMatchObject({ total: 4, capped: false });
  });
});

describe('the question search and its download', () => {
  it('answers the comments of the drill path with their question', async () => {
    const res = await inject('POST', `searchquestions/storevisit/qs/${encodeURIComponent(NORTH_SHOP + YEAR)}`, { text: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TextSearchResult>();
    expect(answer.headers.map((h) => h.extname)).toEqual(['comment', 'question', 'positive', 'negative', 'indicator']);
    expect(answer.rows).toMatchObject([{ interviewId: ids.enPos, question: 'What could we do better?' }]);
    expect((await inject('POST', `searchquestions/storevisit/qs/${SOUTH_SHOP}`, { text: 'staff' })).statusCode).toBe(403);
    expect((await inject('POST', `searchquestions/storevisit/fs/${NORTH_SHOP}`, { text: 'staff' })).statusCode).toBe(400);
  });

  it('downloads the matching comments as Excel with the token in the link, formula cells escaped', async () => {
    const res = await app.inject({ url: `/rest/vuejs/textanalytics/downloadcomments/storevisit/qs/${encodeURIComponent(NORTH_SHOP + YEAR)}?search=queue&authtoken=${encodeURIComponent(tokens.user)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]).toEqual(['Date', 'Comment', 'Question', 'Positive', 'Negative', 'Likelihood to recommend']);
    const data = rows.slice(header + 1).filter((r) => r[1] !== undefined);
    expect(data.map((r) => r[1])).toEqual(["'=SUM(A1) the queue was slow <script>x</script>"]);
    expect(data[0]![5]).toBe(3);
    const south = await app.inject({ url: `/rest/vuejs/textanalytics/downloadcomments/storevisit/qs/${SOUTH_SHOP}?authtoken=${encodeURIComponent(tokens.user)}` });
    expect(south.statusCode).toBe(403);
    expect((await app.inject({ url: `/rest/vuejs/textanalytics/downloadcomments/storevisit/qs/${NORTH_SHOP}` })).statusCode).toBe(401);
  });
});

describe('comments written by an import', () => {
  it('are analysed by the job the import asks for, without anything else asking', async () => {
    // 2018: outside the periods the other cases read in the same shop.
    const file = await workbook([
      ['Unit', 'Date', 'NPS', 'Comment'],
      ['tn', '2018-06-01', 2, 'Kassan var stängd och ingen hjälpte mig, inte bra'],
      ['tn', '2018-06-02', 10, 'Lovely staff, very helpful'],
      ['tn', '2018-06-03', 7, null],
    ]);
    const form = spreadsheetForm('comments.xlsx', file);
    const up = await app.inject({ method: 'POST', url: '/rest/vuejs/datauploader/uploadfile/storevisit/uploader', headers: { authorization: tokens.admin, ...form.headers }, payload: form.payload });
    expect(up.statusCode, up.body).toBe(200);
    const mapped = await app.inject({
      method: 'POST',
      url: `/rest/vuejs/datauploader/handlemapping/storevisit/uploader/${up.json<UploadResponse>().uploadId}?update=false`,
      headers: { authorization: tokens.admin },
      payload: { state: 'completed', fieldMapping: { unit: 0, date: 1, nps: 2, comment: 3 } },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const imported = await asOwner(database.adminUrl, async (c) =>
      (await c.query<{ id: number }>(`select id::int as id from interview where import_set_id = $1 order by responded_at`, [mapped.json<ImportResult>().importSet!.id])).rows.map((r) => r.id),
    );
    expect(imported).toHaveLength(3);
    await waitForAnalyses(2, imported);
    const stored = await asOwner(database.adminUrl, async (c) =>
      (await c.query(`select interview_id::int as id, lang, sentiment from comment_analysis where interview_id = any($1::bigint[]) order by interview_id`, [imported])).rows,
    );
    expect(stored).toEqual([
      { id: imported[0], lang: 'sv', sentiment: 'negative' },
      { id: imported[1], lang: 'en', sentiment: 'positive' },
    ]);
    const found = await search({ text: 'helpful', path: `${NORTH_SHOP};ftime=Ige01012018:01012019` });
    expect(found.rows.map((r) => r.interviewId)).toEqual([imported[1]]);
  });
});

describe('the NHS demo survey from real feedback', () => {
  it('has the trusts and services as units, the FFT rating as score and every comment analysed, for a demo user of its universe', async () => {
    const owner = <T>(sql: string) => asOwner(database.adminUrl, async (c) => (await c.query(sql)).rows as T[]);
    const [survey] = await owner<{ id: number; universe: string; interviews: number; rated: number; comments: number }>(
      `select s.id, v.name as universe,
              (select count(*)::int from interview i where i.survey_id = s.id) as interviews,
              (select count(*)::int from answer a join interview i on i.id = a.interview_id where i.survey_id = s.id and a.question = 'fft' and a.num_value between 1 and 5) as rated,
              (select count(*)::int from answer a join interview i on i.id = a.interview_id where i.survey_id = s.id and btrim(coalesce(a.text_value, '')) <> '') as comments
         from survey s join universe v on v.id = s.universe_id where s.ext_name = 'nhsfft'`,
    );
    expect(survey).toMatchObject({ universe: 'nhs' });
    // 4,466 respondents of the source; a few hundred rated "don't know" or 7 have no score.
    expect(survey!.interviews).toBe(4466);
    expect(survey!.rated).toBeGreaterThan(4000);
    expect(survey!.rated).toBeLessThan(survey!.interviews);
    const units = await owner<{ path: string; name: string }>(`select u.path, u.name from unit u join survey s on s.id = u.survey_id where s.ext_name = 'nhsfft' and u.level <= 2 order by u.path`);
    expect(units.map((u) => u.path)).toEqual(expect.arrayContaining(['all', 'all,neas', 'all,nhft', 'all,neas,see-and-convey', 'all,neas,111', 'all,nhft,forensic']));
    const interviews = (await owner<{ id: number }>(`select i.id::int as id from interview i join survey s on s.id = i.survey_id where s.ext_name = 'nhsfft'`)).map((r) => r.id);
    await waitForAnalyses(survey!.comments, interviews);
    const multi = await loginToken(app, 'multi', 'sightline-multi', 'nhs');
    const everything = ';ftime=Ige01012000:01012100';
    const res = await inject('GET', `result/nhsfft/nhsTextAnalytics?path=${encodeURIComponent(everything)}`, undefined, multi);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json<TextAnalytics>().overviewDTO;
    expect(overview.nInterviews).toBe(4466);
    // Real FFT feedback is mostly praise.
    expect(overview.positiveFeedback.feedbackPercentage!).toBeGreaterThan(overview.negativeFeedback.feedbackPercentage!);
    const found = await inject('POST', 'search/nhsfft/nhsFeedbackSearch', { text: 'paramedics', path: `all,neas${everything}` }, multi);
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json<TextSearchResult>();
    expect(page.total).toBeGreaterThan(10);
    expect(page.rows[0]!.matches.map((m) => m.toLowerCase())).toContain('paramedics');
  });
});
