/**
 * The global overview and indicator block (spec 2: vuejs/indicators/overview and block, `?timespan=`) and the login
 * status 6 overview count the same figures (server/indicators/figures.ts), inside the caller's unit scope: `user`,
 * whose role is limited to region North of storevisit, gets North's figures, not the whole chain's. Expected figures
 * are counted here with SQL as the database owner (no row-level security) over the days the span names, ending on
 * the tests' fixed day.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import { check, dataValidator } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_DATE } from '../support/test-date';

let t: TestApp;
let admin: string;
let user: string;
const NORTH = ['all,se,north'];

beforeAll(async () => {
  t = await createTestApp();
  // Open alerts inside and outside North, so a figure that ignores the scope shows.
  await owner((c) =>
    c.query(
      `insert into alert (universe_id, survey_id, interview_id, state)
       select distinct on (i.survey_id, split_part(u.path, ',', 3)) i.universe_id, i.survey_id, i.id, 2
         from interview i join unit u on u.id = i.unit_id
        where not exists (select 1 from alert a where a.interview_id = i.id)
        order by i.survey_id, split_part(u.path, ',', 3), i.responded_at desc`,
    ),
  );
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

function owner<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  return asOwner(t.database.adminUrl, fn);
}

const IN_SCOPE = `(cardinality($2::text[]) = 0 or exists (select 1 from unnest($2::text[]) sc where u.path = sc or u.path like sc || ',%'))`;

/** Interviews of the survey in the last `days` days up to the test day, and open alerts, inside `scope` ([] for everything). */
async function expected(survey: string, scope: string[], days: number): Promise<{ interviews: number; openAlerts: number }> {
  return owner(async (c) => {
    const { rows } = await c.query<{ interviews: number; openAlerts: number }>(
      `select (select count(*)::int from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
                where s.ext_name = $1 and ${IN_SCOPE} and i.responded_at >= ($3::date at time zone 'UTC') and i.responded_at < ($4::date at time zone 'UTC')) as interviews,
              (select count(*)::int from alert a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id join survey s on s.id = a.survey_id
                where s.ext_name = $1 and ${IN_SCOPE} and a.state in (2, 6)) as "openAlerts"`,
      [survey, scope, addDays(TEST_DATE, 1 - days), addDays(TEST_DATE, 1)],
    );
    return rows[0]!;
  });
}

async function get(token: string, url: string) {
  const res = await t.app.inject({ url: `/rest/${url}`, headers: { authorization: token } });
  return { status: res.statusCode, body: res.json() };
}

type Block = { survey: string; figures: { key: string; value: number | null }[]; startPath: string };
const figure = (b: Block, key: string) => b.figures.find((f) => f.key === key)?.value;

describe('the indicator block', () => {
  it("gives a region-limited role its region's figures, and the administrator the whole chain's", async () => {
    const mine = await get(user, 'vuejs/indicators/block/storevisit/storeIndicators');
    const all = await get(admin, 'vuejs/indicators/block/storevisit/storeIndicators');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(check(dataValidator('indicatorBlock')!, mine.body)).toEqual([]);
    // The demo block is configured for the last 90 days.
    const north = await expected('storevisit', NORTH, 90);
    const chain = await expected('storevisit', [], 90);
    expect(chain.interviews).toBeGreaterThan(north.interviews);
    expect(chain.openAlerts).toBeGreaterThan(north.openAlerts);
    expect(mine.body).toMatchObject({ survey: 'storevisit', timeSpan: 'last90days', startPage: 'overview', startPath: 'all,se,north' });
    expect(figure(mine.body, 'interviews')).toBe(north.interviews);
    expect(figure(mine.body, 'openAlerts')).toBe(north.openAlerts);
    expect(figure(all.body, 'interviews')).toBe(chain.interviews);
    expect(figure(all.body, 'openAlerts')).toBe(chain.openAlerts);
    expect(all.body.startPath).toBe('all');
  });

  it("computes the headline variable over the region's answers only", async () => {
    const nps = await owner(async (c) => {
      const { rows } = await c.query<{ nps: number | null }>(
        `select round(100.0 * (count(*) filter (where a.num_value >= 9) - count(*) filter (where a.num_value <= 6)) / nullif(count(*), 0), 2)::float8 as nps
           from answer a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
          where s.ext_name = 'storevisit' and a.question = 'nps' and a.num_value is not null and (u.path = $1 or u.path like $1 || ',%')
            and i.responded_at >= ($2::date at time zone 'UTC') and i.responded_at < ($3::date at time zone 'UTC')`,
        [NORTH[0], addDays(TEST_DATE, -89), addDays(TEST_DATE, 1)],
      );
      return rows[0]!.nps;
    });
    const mine = await get(user, 'vuejs/indicators/block/storevisit/storeIndicators');
    expect(mine.body.figures.find((f: { key: string }) => f.key === 'variable')).toMatchObject({ title: 'NPS', value: nps });
  });

  it('takes another time span from the query and refuses an unknown one (400)', async () => {
    const week = await get(user, 'vuejs/indicators/block/storevisit/storeIndicators?timespan=last7days');
    expect(week.body.timeSpan).toBe('last7days');
    expect(figure(week.body, 'interviews')).toBe((await expected('storevisit', NORTH, 7)).interviews);
    expect((await get(user, 'vuejs/indicators/block/storevisit/storeIndicators?timespan=yesterday')).status).toBe(400);
    expect((await get(user, 'vuejs/indicators/block/storevisit/kpis')).status).toBe(400);
  });
});

describe('the global overview', () => {
  it('has a block per survey the role can see, each inside its scope, with the configured texts and time spans', async () => {
    const { status, body } = await get(user, 'vuejs/indicators/overview/storevisit/everySurvey');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(check(dataValidator('globalOverview')!, body)).toEqual([]);
    expect(body.welcomeText).toBe('Welcome to your overview');
    expect(body.clickText).toBe('Click a survey to open it.');
    expect(body.timeSpan).toBe('last30days');
    expect(body.timeFilters).toEqual([
      { extName: 'last7days', title: 'Last 7 days' },
      { extName: 'last30days', title: 'Last 30 days' },
      { extName: 'last90days', title: 'Last 90 days' },
      { extName: 'last12months', title: 'Last 12 months' },
    ]);
    const scope = await owner(async (c) => (await c.query<{ scope: string[] }>(`select r.unit_scope as scope from app_user u join universe_member m on m.user_id = u.id join role r on r.id = m.role_id join universe v on v.id = m.universe_id where u.username = 'user' and v.name = 'demo'`)).rows[0]!.scope);
    expect(scope).toEqual(NORTH);
    // The surveys with a unit inside the scope, in title order.
    const visible = await owner(async (c) => (await c.query<{ ext_name: string }>(`select s.ext_name from survey s where exists (select 1 from unit u where u.survey_id = s.id and ${IN_SCOPE.replaceAll('$2', '$1')}) order by s.title, s.ext_name`, [scope])).rows.map((r) => r.ext_name));
    const blocks = body.indicatorBlocks as Block[];
    expect(blocks.map((b) => b.survey)).toEqual(visible);
    for (const b of blocks) {
      const want = await expected(b.survey, scope, 30);
      expect({ survey: b.survey, interviews: figure(b, 'interviews'), openAlerts: figure(b, 'openAlerts') }).toEqual({ survey: b.survey, ...want });
    }
  });

  it('refuses a time span the component does not offer (400)', async () => {
    expect((await get(user, 'vuejs/indicators/overview/storevisit/everySurvey?timespan=forever')).status).toBe(400);
  });
});
