/**
 * The comment analyses (issue 14): a background job reads every comment (a non-blank text answer) of a survey that
 * has no analysis yet or changed since (md5 of the text), in batches, with the text engine and the survey's
 * languages and taxonomy, and stores language, sentiment, categories and the search vector in `comment_analysis`.
 * Whoever writes interviews (demo seed at boot, import, sample update) asks for the job; one waits per survey.
 */
import type pg from 'pg';
import type { Db } from '../db/pool';
import type { JobQueue } from '../jobs/queue';
import { analyseComment, TEXT_SEARCH_CONFIG } from './analyse';
import { textSettings } from './settings';

export const TEXT_QUEUE = 'text-analyse';
/** Comments read per transaction: a large survey is analysed in steps, each committed. */
export const ANALYSE_BATCH = 2000;

export interface TextJob {
  universeId: number;
  surveyId: number;
}

interface Pending {
  interview_id: number;
  question: string;
  text: string;
  hash: string;
}

/** Analyses up to `limit` comments of the survey that are new or changed; answers how many it stored. */
export async function analyseBatch(client: pg.ClientBase, surveyId: number, limit = ANALYSE_BATCH): Promise<number> {
  const { rows: surveys } = await client.query<{ universe_id: number; config: Record<string, unknown> }>('select universe_id, config from survey where id = $1', [surveyId]);
  const survey = surveys[0];
  if (!survey) return 0;
  const settings = textSettings(survey.config);
  const { rows } = await client.query<Pending>(
    `select a.interview_id::int as interview_id, a.question, a.text_value as text, md5(a.text_value) as hash
       from answer a join interview i on i.id = a.interview_id
       left join comment_analysis c on c.interview_id = a.interview_id and c.question = a.question
      where i.survey_id = $1 and a.text_value is not null and btrim(a.text_value) <> ''
        and (c.text_hash is null or c.text_hash <> md5(a.text_value))
      limit $2`,
    [surveyId, limit],
  );
  if (!rows.length) return 0;
  const out = { iv: [] as number[], q: [] as string[], lang: [] as string[], config: [] as string[], sentiment: [] as string[], score: [] as number[], cats: [] as string[], text: [] as string[], hash: [] as string[] };
  for (const r of rows) {
    const a = analyseComment(r.text, settings);
    out.iv.push(r.interview_id);
    out.q.push(r.question);
    out.lang.push(a.lang);
    out.config.push(TEXT_SEARCH_CONFIG[a.lang]);
    out.sentiment.push(a.sentiment);
    out.score.push(a.score);
    out.cats.push(JSON.stringify(a.categories));
    out.text.push(r.text);
    out.hash.push(r.hash);
  }
  await client.query(
    `insert into comment_analysis (universe_id, survey_id, interview_id, question, lang, sentiment, score, categories, search, text_hash)
     select $11, $1, iv, q, lang, sentiment, score, cats, to_tsvector(cfg::regconfig, txt), hash
       from unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::jsonb[], $9::text[], $10::text[]) as t(iv, q, lang, cfg, sentiment, score, cats, txt, hash)
     on conflict (interview_id, question) do update
       set lang = excluded.lang, sentiment = excluded.sentiment, score = excluded.score, categories = excluded.categories,
           search = excluded.search, text_hash = excluded.text_hash, analysed_at = now()`,
    [surveyId, out.iv, out.q, out.lang, out.config, out.sentiment, out.score, out.cats, out.text, out.hash, survey.universe_id],
  );
  return rows.length;
}

/** Analyses every new or changed comment of the survey, one committed batch at a time; answers how many. */
export async function analyseSurvey(db: Db, job: TextJob, batch = ANALYSE_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.withTenant({ universeId: job.universeId }, (client) => analyseBatch(client, job.surveyId, batch), 'report');
    total += n;
    if (n < batch) return total;
  }
}

/** Asks for the survey's comments to be (re)analysed; a request while one waits is the same job. */
export function requestAnalysis(jobs: JobQueue | null, job: TextJob): Promise<string | null> {
  if (!jobs) return Promise.resolve(null);
  return jobs.send(TEXT_QUEUE, job, { singletonKey: `${TEXT_QUEUE}:${job.universeId}:${job.surveyId}` });
}

/** Every survey with a comment not analysed yet (e.g. the demo just seeded), across universes: the pool's own query. */
async function surveysWaiting(db: Db): Promise<TextJob[]> {
  const { rows } = await db.pool.query<{ id: number }>('select id from universe');
  const waiting: TextJob[] = [];
  for (const u of rows) {
    const surveys = await db.withTenant({ universeId: u.id }, async (client) =>
      (
        await client.query<{ id: number }>(
          `select s.id from survey s where exists (
             select 1 from interview i join answer a on a.interview_id = i.id
              where i.survey_id = s.id and a.text_value is not null and btrim(a.text_value) <> ''
                and not exists (select 1 from comment_analysis c where c.interview_id = a.interview_id and c.question = a.question))`,
        )
      ).rows,
    );
    for (const s of surveys) waiting.push({ universeId: u.id, surveyId: s.id });
  }
  return waiting;
}

/** The analysis worker; at start it asks for every survey that has comments waiting (a seeded demo's). */
export async function registerTextJobs(jobs: JobQueue, db: Db, log: (m: string) => void): Promise<void> {
  await jobs.define({ name: TEXT_QUEUE, expireInSeconds: 900, retryLimit: 2, retryDelay: 10 });
  await jobs.work<TextJob>(TEXT_QUEUE, async (job) => {
    const n = await analyseSurvey(db, job);
    if (n) log(`text: analysed ${n} comments of survey ${job.surveyId}`);
    return { analysed: n };
  });
  for (const job of await surveysWaiting(db)) await requestAnalysis(jobs, job);
}
