/**
 * A unit with many children for the ranking's size limits (spec 1 section 9: non-leaf rankings up to 1,000
 * rows): `all,wide` under the store-visit root, with `children` leaf units, each with a few recent
 * interviews (NPS and satisfaction answers, a completed sample each) and one new sample; the first child
 * has `firstChildInterviews` so its leaf list has more than one page. Written as the owner (an operator's
 * import would do the same), then the rollups are refreshed for the months touched. "Recent" counts back
 * from `today` (the server's: the tests give theirs), the real date unless given.
 */
import type pg from 'pg';
import { addDays, todayUtc } from '../core/dates';
import { refreshRollups } from '../server/analytics/rollup';

export const WIDE_PATH = 'all,wide';

export async function seedWideUnit(
  client: pg.ClientBase,
  opts: { children: number; interviewsPerChild: number; firstChildInterviews: number; today?: string },
): Promise<{ surveyId: number }> {
  const today = opts.today ?? todayUtc();
  const { rows } = await client.query<{ id: number; universe_id: number; root: number }>(
    `select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`,
  );
  const { id: surveyId, universe_id: universeId, root } = rows[0]!;
  await client.query('begin');
  const parent = (
    await client.query<{ id: number }>(
      `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'wide', 'Wide chain', 1, $4) returning id`,
      [universeId, surveyId, root, WIDE_PATH],
    )
  ).rows[0]!.id;
  await client.query(
    `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path)
     select $1, $2, $3, 'w' || g, 'Store ' || lpad(g::text, 4, '0'), 2, $4 || ',w' || g from generate_series(1, $5::int) g`,
    [universeId, surveyId, parent, WIDE_PATH, opts.children],
  );
  // Interviews in the last four weeks, answers scattered over the scales by a hash of the id, so stores differ
  // and every column sorts differently.
  await client.query(
    `with ch as (select id, row_number() over (order by id) as rn from unit where parent_id = $3),
          iv as (
            insert into interview (universe_id, survey_id, unit_id, responded_at, is_completed)
            select $1, $2, ch.id, $6::timestamptz - ((g % 28) || ' days')::interval + interval '10 hours' + (g || ' minutes')::interval, true
              from ch cross join lateral generate_series(1, case when ch.rn = 1 then $4::int else $5::int end) g
            returning id, unit_id),
          a1 as (insert into answer (universe_id, interview_id, question, num_value) select $1, id, 'nps', abs(hashint8(id)) % 11 from iv),
          a2 as (insert into answer (universe_id, interview_id, question, num_value) select $1, id, 'csat', 1 + abs(hashint8(id + 7919)) % 5 from iv)
     insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date)
     select $1, $2, unit_id, id, 0, $7::date - 1 from iv`,
    [universeId, surveyId, parent, opts.firstChildInterviews, opts.interviewsPerChild, `${today}T00:00:00Z`, today],
  );
  await client.query(
    `insert into sample (universe_id, survey_id, unit_id, state, event_date) select $1, $2, id, 1, $4::date - 2 from unit where parent_id = $3`,
    [universeId, surveyId, parent, today],
  );
  await refreshRollups(client, surveyId, { from: addDays(today, -40), to: today });
  await client.query('commit');
  await client.query('analyze unit, interview, answer, sample');
  return { surveyId };
}
