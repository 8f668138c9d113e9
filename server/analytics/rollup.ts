/**
 * Keeps the answer rollups (answer_rollup_day, answer_rollup_month, answer_rollup_subtree_month) equal to what the
 * raw rows say. The subtree rollup follows the hierarchy too: after moving or adding units, refresh without a range. Whoever adds
 * or changes interviews (the demo seed, an import's update or delete) calls `refreshRollups` for the survey and the days
 * touched; the whole months around them are rebuilt, in the caller's transaction. A new import only adds interviews
 * and calls `addToRollups` with them instead, which does not re-read the months.
 */
import type pg from 'pg';
import { addMonths, monthStart } from '../../core/dates';

/** Rollup keys for sample counts (the response rate), beside the questions and `*` (completed interviews). */
export const SAMPLES_CONTACTED: string = '#contacted';
export const SAMPLES_COMPLETED: string = '#completed';

const HIST = Array.from({ length: 11 }, (_, k) => k);
const histColumns = HIST.map((k) => `c${k}`).join(', ');
const histFromRaw = HIST.map((k) => `count(*) filter (where a.num_value = ${k})`).join(', ');
const histZero = HIST.map(() => '0').join(', ');
const histSums = HIST.map((k) => `sum(c${k})`).join(', ');

export interface RollupRange {
  /** First day touched (ISO date). */
  from: string;
  /** Day after the last day touched. */
  to: string;
}

/** Rebuilds the rollups of `surveyId` for the whole months covering `range` (all of them without a range). */
export async function refreshRollups(client: pg.ClientBase, surveyId: number, range?: RollupRange): Promise<void> {
  const from = range ? monthStart(range.from) : '0001-01-01';
  const to = range ? addMonths(monthStart(range.to), range.to === monthStart(range.to) ? 0 : 1) : '9999-01-01';
  // Big groupings: with the default 4 MB they spill to disk and take several times longer.
  await client.query(`set local work_mem = '256MB'`);
  await client.query(`delete from answer_rollup_day where survey_id = $1 and day >= $2 and day < $3`, [surveyId, from, to]);
  await client.query(`delete from answer_rollup_month where survey_id = $1 and month >= $2 and month < $3`, [surveyId, from, to]);
  await client.query(`delete from answer_rollup_subtree_month where survey_id = $1 and month >= $2 and month < $3`, [surveyId, from, to]);
  // Days are UTC days, as everywhere in the analytics core (core/metrics/periods.ts).
  await client.query(
    `insert into answer_rollup_day (universe_id, survey_id, unit_id, question, day, n, sum, ${histColumns})
     select i.universe_id, i.survey_id, i.unit_id, a.question, (i.responded_at at time zone 'UTC')::date,
            count(*), sum(a.num_value), ${histFromRaw}
       from interview i join answer a on a.interview_id = i.id
      where i.survey_id = $1 and i.is_completed and a.num_value is not null
        and i.responded_at >= ($2::timestamp at time zone 'UTC') and i.responded_at < ($3::timestamp at time zone 'UTC')
      group by 1, 2, 3, 4, 5
     union all
     select i.universe_id, i.survey_id, i.unit_id, '*', (i.responded_at at time zone 'UTC')::date, count(*), 0, ${histZero}
       from interview i
      where i.survey_id = $1 and i.is_completed and i.responded_at >= ($2::timestamp at time zone 'UTC') and i.responded_at < ($3::timestamp at time zone 'UTC')
      group by 1, 2, 3, 4, 5
     union all
     -- Samples by their event date, for the response rate: contacted (not cancelled) and completed.
     select s.universe_id, s.survey_id, s.unit_id, k.question, s.event_date, count(*), 0, ${histZero}
       from sample s join (values ('${SAMPLES_CONTACTED}'), ('${SAMPLES_COMPLETED}')) as k(question)
         on s.state <> 4 and (k.question = '${SAMPLES_CONTACTED}' or s.state = 0)
      where s.survey_id = $1 and s.event_date >= $2::date and s.event_date < $3::date
      group by 1, 2, 3, 4, 5
     -- In primary-key order: the index then grows at its end instead of splitting pages all over.
     order by 2, 4, 5, 3`,
    [surveyId, from, to],
  );
  await client.query(
    `insert into answer_rollup_month (universe_id, survey_id, unit_id, question, month, n, sum, ${histColumns})
     select universe_id, survey_id, unit_id, question, date_trunc('month', day)::date, sum(n), sum(sum), ${histSums}
       from answer_rollup_day
      where survey_id = $1 and day >= $2 and day < $3
      group by 1, 2, 3, 4, 5
      order by 2, 4, 5, 3`,
    [surveyId, from, to],
  );
  // Every unit's subtree: each monthly row counts for its unit and all its ancestors. The planner cannot estimate
  // the path-prefix join and would probe the rollup once per (unit, ancestor) pair: hash joins instead.
  await client.query('set local enable_nestloop = off');
  await client.query(
    `with anc as materialized (select u.id as unit_id, a.id as ancestor_id from unit u join unit a
                    on a.survey_id = u.survey_id and (u.path = a.path or left(u.path, length(a.path) + 1) = a.path || ',')
                   where u.survey_id = $1)
     insert into answer_rollup_subtree_month (universe_id, survey_id, unit_id, question, month, n, sum, ${histColumns})
     select r.universe_id, r.survey_id, anc.ancestor_id, r.question, r.month, sum(r.n), sum(r.sum), ${histSums}
       from answer_rollup_month r join anc on anc.unit_id = r.unit_id
      where r.survey_id = $1 and r.month >= $2 and r.month < $3
      group by 1, 2, 3, 4, 5
      order by 2, 4, 5, 3`,
    [surveyId, from, to],
  );
  await client.query('reset enable_nestloop');
}

const histAdd = HIST.map((k) => `c${k} = t.c${k} + excluded.c${k}`).join(', ');
const histSumsNamed = HIST.map((k) => `sum(c${k}) as c${k}`).join(', ');
const histFromDelta = HIST.map((k) => `count(*) filter (where num = ${k})::int as c${k}`).join(', ');

/**
 * Adds freshly written completed interviews to the rollups without re-reading the months they fall in (an import:
 * its rows are new, so each rollup row grows by their counts). `source` is a relation of (unit_id, day, question,
 * num) with one '*' row per interview and one row per answer (text answers have no num and are left out). The
 * figures equal a rebuild with refreshRollups; deleting rows still rebuilds.
 */
export async function addToRollups(client: pg.ClientBase, universeId: number, surveyId: number, source: string): Promise<void> {
  await client.query(`drop table if exists pg_temp.rollup_delta`);
  await client.query(
    `create temp table rollup_delta on commit drop as
     select unit_id, question, day, count(*)::int as n, coalesce(sum(num), 0)::float8 as sum, ${histFromDelta}
       from ${source}
      where question = '*' or num is not null
      group by 1, 2, 3`,
  );
  const upsert = (period: string) =>
    `on conflict (survey_id, question, ${period}, unit_id) do update set n = t.n + excluded.n, sum = t.sum + excluded.sum, ${histAdd}`;
  await client.query(
    `insert into answer_rollup_day as t (universe_id, survey_id, unit_id, question, day, n, sum, ${histColumns})
     select $1, $2, unit_id, question, day, n, sum, ${histColumns} from pg_temp.rollup_delta
      order by question, day, unit_id
     ${upsert('day')}`,
    [universeId, surveyId],
  );
  const monthly = `select unit_id, question, date_trunc('month', day)::date as month, sum(n) as n, sum(sum) as sum, ${histSumsNamed}
                     from pg_temp.rollup_delta group by 1, 2, 3`;
  await client.query(
    `insert into answer_rollup_month as t (universe_id, survey_id, unit_id, question, month, n, sum, ${histColumns})
     select $1, $2, unit_id, question, month, n, sum, ${histColumns} from (${monthly}) m
      order by question, month, unit_id
     ${upsert('month')}`,
    [universeId, surveyId],
  );
  await client.query(
    `with anc as materialized (select u.id as unit_id, a.id as ancestor_id from unit u join unit a
                    on a.survey_id = u.survey_id and (u.path = a.path or left(u.path, length(a.path) + 1) = a.path || ',')
                   where u.survey_id = $2)
     insert into answer_rollup_subtree_month as t (universe_id, survey_id, unit_id, question, month, n, sum, ${histColumns})
     select $1, $2, anc.ancestor_id, m.question, m.month, sum(m.n), sum(m.sum), ${histSums}
       from (${monthly}) m join anc on anc.unit_id = m.unit_id
      group by 3, 4, 5
      order by 4, 5, 3
     ${upsert('month')}`,
    [universeId, surveyId],
  );
}
