/**
 * Bulk generation of a survey's interviews, answers, samples and alerts. Rows are made in Node from the seeded
 * PRNG (so the same seed gives the same data) and sent in batches as arrays that PostgreSQL unnests: one
 * statement per table per batch, which loads a few hundred thousand rows a second.
 */
import type pg from 'pg';
import { addDays } from '../../core/dates';
import { composeComment, toneOf, ALERT_NOTES, type Lang } from './phrases';
import { driverAnswer, gauss, LATENT_MEAN, MODELS, pickWeighted, SEASON, SEASON_MOOD } from './models';
import type { Random } from './random';

export interface LeafUnit {
  id: number;
  lang: Lang;
  /** Latent-score bias of the unit (its region's and its own). */
  bias: number;
  /** Change of the latent score per year. */
  drift: number;
  /** Relative number of answers. */
  size: number;
}

export interface GenerateOptions {
  universeId: number;
  surveyId: number;
  surveyExt: string;
  leaves: LeafUnit[];
  interviews: number;
  /** Today (ISO); interviews cover the 730 days up to it. */
  today: string;
  /** User ids who follow up alerts. */
  staffUserIds: number[];
}

const DAYS = 730;
const BATCH = 5000;
const FIRST_NAMES = ['Alex', 'Kim', 'Robin', 'Sam', 'Charlie', 'Noa', 'Vera', 'Leo', 'Alma', 'Hugo', 'Elsa', 'Theo', 'Stella', 'Milo', 'Saga', 'Otto'];
const LAST_NAMES = ['Berg', 'Lind', 'Holm', 'Virtanen', 'Hansen', 'Nielsen', 'Johansson', 'Korhonen', 'Larsen', 'Smith', 'Strand', 'Dahl'];

/** Cumulative weights, then binary search: a weighted pick in log time. */
function cdf(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let s = 0;
  weights.forEach((w, i) => (out[i] = s += w));
  return out;
}
function pickIndex(rnd: Random, c: Float64Array): number {
  const x = rnd.next() * c[c.length - 1]!;
  let lo = 0;
  let hi = c.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** `i` only keeps addresses unique: the answered invitation gets an even number, the extra one the next odd one. */
function contact(rnd: Random, i: number): string {
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  return JSON.stringify({ name: `${first} ${last}`, email: `${first}.${last}.${i}@example.com`.toLowerCase() });
}

/** The state a detractor's alert has reached, by its age: old ones are mostly closed. */
function alertState(rnd: Random, ageDays: number): 2 | 3 | 6 {
  const x = rnd.next();
  if (ageDays > 60) return x < 0.9 ? 3 : x < 0.95 ? 6 : 2;
  if (ageDays > 14) return x < 0.6 ? 3 : x < 0.85 ? 6 : 2;
  return x < 0.1 ? 3 : x < 0.4 ? 6 : 2;
}

export async function generateInterviews(client: pg.ClientBase, rnd: Random, o: GenerateOptions): Promise<void> {
  const model = MODELS[o.surveyExt];
  if (!model) throw new Error(`No demo answer model for survey ${o.surveyExt}`);
  const firstDay = addDays(o.today, -(DAYS - 1));
  const dayWeights: number[] = [];
  const dayInfo: { iso: string; month: number; years: number }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const iso = addDays(firstDay, d);
    const date = new Date(`${iso}T00:00:00Z`);
    const month = date.getUTCMonth();
    // Slow growth of the panel: the latest year has about 15 % more answers.
    dayWeights.push(model.weekdays[(date.getUTCDay() + 6) % 7]! * SEASON[month]! * (1 + (0.15 * d) / DAYS));
    dayInfo.push({ iso, month, years: (d - DAYS) / 365 });
  }
  const dayCdf = cdf(dayWeights);
  const unitCdf = cdf(o.leaves.map((l) => l.size));
  const driverEntries = Object.entries(model.drivers);
  const bgEntries = Object.entries(model.background);

  const { rows } = await client.query<{ next: number }>(`select coalesce(max(id), 0) + 1 as next from interview`);
  // pg hands bigints back as strings unless server/db/pool.ts set its parsers: convert explicitly.
  let nextId = Number(rows[0]!.next);

  for (let done = 0; done < o.interviews; done += BATCH) {
    const n = Math.min(BATCH, o.interviews - done);
    const iv = { id: [] as number[], unit: [] as number[], at: [] as string[], bg: [] as string[] };
    const an = { iv: [] as number[], q: [] as string[], num: [] as (number | null)[], text: [] as (string | null)[] };
    const sm = { unit: [] as number[], iv: [] as (number | null)[], state: [] as number[], day: [] as string[], contact: [] as string[] };
    const al = { iv: [] as number[], state: [] as number[], created: [] as string[], closed: [] as (string | null)[], lang: [] as Lang[] };
    for (let k = 0; k < n; k++) {
      const id = nextId++;
      const leaf = o.leaves[pickIndex(rnd, unitCdf)]!;
      const dIdx = pickIndex(rnd, dayCdf);
      const day = dayInfo[dIdx]!;
      const seconds = rnd.int(8 * 3600, 21 * 3600);
      const at = `${day.iso}T${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}Z`;
      const latent = LATENT_MEAN + leaf.bias + leaf.drift * day.years + 0.15 * day.years + SEASON_MOOD[day.month]! + 1.75 * gauss(rnd);
      const nps = Math.max(0, Math.min(10, Math.round(latent)));
      const answers: Record<string, number> = { nps, ...model.extra(rnd, latent) };
      for (const [q, w] of driverEntries) answers[q] = driverAnswer(rnd, latent, w, leaf.bias);
      const background: Record<string, string> = {};
      for (const [key, values] of bgEntries) background[key] = pickWeighted(rnd, values);

      iv.id.push(id);
      iv.unit.push(leaf.id);
      iv.at.push(at);
      iv.bg.push(JSON.stringify(background));
      for (const [q, v] of Object.entries(answers)) {
        an.iv.push(id);
        an.q.push(q);
        an.num.push(v);
        an.text.push(null);
      }
      const tone = toneOf(nps);
      const lang: Lang = rnd.next() < 0.1 ? 'en' : leaf.lang;
      if (rnd.next() < model.commentShare[tone]) {
        an.iv.push(id);
        an.q.push('comment');
        an.num.push(null);
        an.text.push(composeComment(rnd, lang, tone));
      }
      // The invitation went out a few days before the answer.
      sm.unit.push(leaf.id);
      sm.iv.push(id);
      sm.state.push(0);
      sm.day.push(addDays(day.iso, -rnd.int(0, 4)));
      sm.contact.push(contact(rnd, 2 * id));
      // One more invitation per answer that was not (yet) answered: new, no response, unapproved, cancelled.
      const ageDays = DAYS - 1 - dIdx;
      const x = rnd.next();
      sm.unit.push(leaf.id);
      sm.iv.push(null);
      sm.state.push(ageDays < 10 && x < 0.5 ? 1 : x < 0.75 ? 2 : x < 0.87 ? 3 : 4);
      sm.day.push(day.iso);
      sm.contact.push(contact(rnd, 2 * id + 1));
      if (nps <= 4) {
        const state = alertState(rnd, ageDays);
        al.iv.push(id);
        al.state.push(state);
        al.created.push(at);
        al.closed.push(state === 3 ? `${addDays(day.iso, Math.min(ageDays, rnd.int(1, 10)))}T15:00:00Z` : null);
        al.lang.push(lang);
      }
    }

    await client.query(
      `insert into interview (id, universe_id, survey_id, unit_id, responded_at, is_completed, background)
       overriding system value
       select id, $1, $2, unit, at, true, bg from unnest($3::bigint[], $4::int[], $5::timestamptz[], $6::jsonb[]) as t(id, unit, at, bg)`,
      [o.universeId, o.surveyId, iv.id, iv.unit, iv.at, iv.bg],
    );
    await client.query(
      `insert into answer (universe_id, interview_id, question, num_value, text_value)
       select $1, iv, q, num, txt from unnest($2::bigint[], $3::text[], $4::numeric[], $5::text[]) as t(iv, q, num, txt)`,
      [o.universeId, an.iv, an.q, an.num, an.text],
    );
    await client.query(
      `insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact)
       select $1, $2, unit, iv, st, d, c from unnest($3::int[], $4::bigint[], $5::smallint[], $6::date[], $7::jsonb[]) as t(unit, iv, st, d, c)`,
      [o.universeId, o.surveyId, sm.unit, sm.iv, sm.state, sm.day, sm.contact],
    );
    if (al.iv.length) await insertAlerts(client, rnd, o, al);
  }
  await client.query(`select setval(pg_get_serial_sequence('interview', 'id'), (select max(id) from interview))`);
}

async function insertAlerts(
  client: pg.ClientBase,
  rnd: Random,
  o: GenerateOptions,
  al: { iv: number[]; state: number[]; created: string[]; closed: (string | null)[]; lang: Lang[] },
): Promise<void> {
  const { rows } = await client.query<{ id: number; interview_id: number }>(
    `insert into alert (universe_id, survey_id, interview_id, state, created_at, closed_at)
     select $1, $2, iv, st, cr, cl from unnest($3::bigint[], $4::smallint[], $5::timestamptz[], $6::timestamptz[]) as t(iv, st, cr, cl)
     returning id, interview_id`,
    [o.universeId, o.surveyId, al.iv, al.state, al.created, al.closed],
  );
  const byInterview = new Map(al.iv.map((iv, i) => [iv, i]));
  const log = { alert: [] as number[], state: [] as number[], user: [] as (number | null)[], comment: [] as (string | null)[], at: [] as string[] };
  const com = { alert: [] as number[], user: [] as (number | null)[], message: [] as string[], at: [] as string[] };
  const staff = () => (o.staffUserIds.length ? rnd.pick(o.staffUserIds) : null);
  for (const r of rows) {
    const i = byInterview.get(Number(r.interview_id))!;
    const state = al.state[i]!;
    const created = al.created[i]!;
    const lang = al.lang[i]!;
    log.alert.push(Number(r.id));
    log.state.push(2);
    log.user.push(null);
    log.comment.push('Alert created for a detractor answer');
    log.at.push(created);
    if (state === 6 || state === 3) {
      const who = staff();
      const note = rnd.pick(ALERT_NOTES[lang]);
      log.alert.push(Number(r.id));
      log.state.push(6);
      log.user.push(who);
      log.comment.push(note);
      log.at.push(created);
      com.alert.push(Number(r.id));
      com.user.push(who);
      com.message.push(note);
      com.at.push(created);
    }
    if (state === 3) {
      const closedNote = rnd.pick(ALERT_NOTES[lang]);
      log.alert.push(Number(r.id));
      log.state.push(3);
      log.user.push(staff());
      log.comment.push(closedNote);
      log.at.push(al.closed[i]!);
      com.alert.push(Number(r.id));
      com.user.push(log.user[log.user.length - 1]!);
      com.message.push(closedNote);
      com.at.push(al.closed[i]!);
    }
  }
  await client.query(
    `insert into alert_log (universe_id, alert_id, state, user_id, comment, created_at)
     select $1, a, s, u, c, t from unnest($2::bigint[], $3::smallint[], $4::int[], $5::text[], $6::timestamptz[]) as x(a, s, u, c, t)`,
    [o.universeId, log.alert, log.state, log.user, log.comment, log.at],
  );
  if (com.alert.length) {
    await client.query(
      `insert into alert_comment (universe_id, alert_id, user_id, message, created_at)
       select $1, a, u, m, t from unnest($2::bigint[], $3::int[], $4::text[], $5::timestamptz[]) as x(a, u, m, t)`,
      [o.universeId, com.alert, com.user, com.message, com.at],
    );
  }
}
