import { SignJWT, importJWK } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResource, idpIssuer } from '../../server/idp/provider';
import { addDays } from '../../core/dates';
import { asOwner } from '../support/db';
import { TEST_DATE } from '../support/test-date';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

// A role limited to part of the hierarchy sees only that part: no count it shows may include units outside its
// scope. Expected figures are counted here with SQL as the database owner (no row-level security), from the seed
// as it is, so they hold whatever day the seed was made on.

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await owner(async (c) => {
    const { rows } = await c.query<{ id: number; username: string }>('select id, username from app_user');
    for (const r of rows) ids[r.username] = r.id;
    // The small test seed has few open alerts: open one in every region of every survey, so there are open alerts
    // both inside and outside every role's scope.
    await c.query(
      `insert into alert (universe_id, survey_id, interview_id, state)
       select distinct on (i.survey_id, split_part(u.path, ',', 2), split_part(u.path, ',', 3)) i.universe_id, i.survey_id, i.id, 2
         from interview i join unit u on u.id = i.unit_id
        where not exists (select 1 from alert a where a.interview_id = i.id)
        order by i.survey_id, split_part(u.path, ',', 2), split_part(u.path, ',', 3), i.responded_at desc`,
    );
  });
});
afterAll(async () => {
  await t.close();
});

function owner<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  return asOwner(t.database.adminUrl, fn);
}

/** SQL: unit `u` lies in scope `$n` (a unit path or below one; an empty scope is the whole hierarchy). */
const IN_SCOPE = (n: number) => `(cardinality($${n}::text[]) = 0 or exists (select 1 from unnest($${n}::text[]) sc where u.path = sc or u.path like sc || ',%'))`;

/** The unit scope of a user's role in a universe. */
async function scopeOf(username: string, universe: string): Promise<string[]> {
  return owner(async (c) => {
    const { rows } = await c.query<{ scope: string[] }>(
      `select r.unit_scope as scope from universe_member m join role r on r.id = m.role_id join universe v on v.id = m.universe_id
        where m.user_id = $1 and v.name = $2`,
      [ids[username], universe],
    );
    return rows[0]!.scope;
  });
}

/** Open alerts (new or in progress) of a survey under `prefix` and inside `scope`. */
async function openAlerts(survey: string, prefix: string, scope: string[]): Promise<number> {
  return owner(async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `select count(*)::int as n from alert a join survey s on s.id = a.survey_id join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id
        where s.ext_name = $1 and a.state in (2, 6) and (u.path = $2 or u.path like $2 || ',%') and ${IN_SCOPE(3)}`,
      [survey, prefix, scope],
    );
    return rows[0]!.n;
  });
}

async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/rest/${url}`, headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a region-limited user', () => {
  it('sees in the drill bar only the open alerts of her region, also on the segments above it', async () => {
    const scope = await scopeOf('user', 'demo');
    expect(scope).toEqual(['all,se,north']);
    const path = scope[0]!;
    const user = await get(await t.login('user', 'sightline-user'), `vuejs/ranking/segmentedpath/storevisit/${path}`);
    const root = await get(await t.login('root', 'sightline-root'), `vuejs/ranking/segmentedpath/storevisit/${path}`);
    const prefixes = ['all', 'all,se', 'all,se,north'];
    expect(user.segments.map((s: { path: string }) => s.path)).toEqual(prefixes);

    const region = await openAlerts('storevisit', path, []);
    const everything = await openAlerts('storevisit', 'all', []);
    // The seed has open alerts outside the region, so the two views must differ.
    expect(everything).toBeGreaterThan(region);
    for (const [i, prefix] of prefixes.entries()) {
      expect(root.segments[i].nOpenAlerts, `root at ${prefix}`).toBe(await openAlerts('storevisit', prefix, []));
      expect(user.segments[i].nOpenAlerts, `user at ${prefix}`).toBe(await openAlerts('storevisit', prefix, scope));
    }
    // Above her region she sees her region's alerts, nothing more.
    expect(user.segments[0].nOpenAlerts).toBe(region);
    expect(user.nOpenAlerts).toBe(region);
  });

  it("counts only her region's interviews in the survey's load count", async () => {
    const scope = await scopeOf('user', 'demo');
    const [inRegion, all] = await owner(async (c) => {
      const count = async (s: string[]) =>
        (
          await c.query<{ n: number }>(
            `select count(*)::int as n from interview i join survey s on s.id = i.survey_id join unit u on u.id = i.unit_id
              where s.ext_name = 'storevisit' and ${IN_SCOPE(1)}`,
            [s],
          )
        ).rows[0]!.n;
      return [await count(scope), await count([])];
    });
    expect(all).toBeGreaterThan(inRegion);
    expect(inRegion).toBeGreaterThan(0);
    const user = await get(await t.login('user', 'sightline-user'), 'vuejs/surveys/loadcount/storevisit');
    const root = await get(await t.login('root', 'sightline-root'), 'vuejs/surveys/loadcount/storevisit');
    expect(user.loadCount).toBe(inRegion);
    expect(root.loadCount).toBe(all);
  });
});

describe('the indicator overview of login status 6', () => {
  /** An access token as the embedded provider issues it. */
  async function accessToken(username: string) {
    const jwk = t.idpKeys.jwks[0]!;
    return new SignJWT({ scope: 'api', preferred_username: username })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(idpIssuer(TEST_PUBLIC_URL))
      .setAudience(apiResource(TEST_PUBLIC_URL))
      .setSubject(String(ids[username]))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
  }

  /** Surveys with units in scope (all for an unlimited role, as the survey list), interviews of the last 30 days up to the test day and open alerts, in one universe and scope. */
  async function overview(universe: string, scope: string[]) {
    return owner(async (c) => {
      const { rows } = await c.query<{ nSurveys: number; nInterviews30d: number; nOpenAlerts: number }>(
        `select (select count(*)::int from survey s where s.universe_id = v.id
                   and (cardinality($2::text[]) = 0 or exists (select 1 from unit u where u.survey_id = s.id and ${IN_SCOPE(2)}))) as "nSurveys",
                (select count(*)::int from interview i join unit u on u.id = i.unit_id
                  where i.universe_id = v.id and i.responded_at >= ($3::date at time zone 'UTC') and i.responded_at < ($4::date at time zone 'UTC') and ${IN_SCOPE(2)}) as "nInterviews30d",
                (select count(*)::int from alert a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id
                  where a.universe_id = v.id and a.state in (2, 6) and ${IN_SCOPE(2)}) as "nOpenAlerts"
           from universe v where v.name = $1`,
        // The last 30 days up to the tests' fixed day (the server's today, server/clock.ts), that day included.
        [universe, scope, addDays(TEST_DATE, -29), addDays(TEST_DATE, 1)],
      );
      return rows[0]!;
    });
  }

  it("shows a country-limited user each universe's counts inside her role's scope only", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/vuejs/auth/validatekeycloak',
      payload: { accessToken: await accessToken('multi'), idToken: null, allowIndicators: true },
    });
    const body = res.json();
    expect(body.loginStatus).toBe(6);
    const rows = body.globalOverviewData as { universeName: string; nSurveys: number; nInterviews30d: number; nOpenAlerts: number }[];
    expect(rows.map((r) => r.universeName)).toEqual(expect.arrayContaining(['b2b', 'demo']));
    let scopedTotal = 0;
    let wholeTotal = 0;
    for (const row of rows) {
      const scope = await scopeOf('multi', row.universeName);
      const expected = await overview(row.universeName, scope);
      expect(row, row.universeName).toEqual({ universeName: row.universeName, universeTitle: expect.any(String), ...expected });
      const whole = await overview(row.universeName, []);
      scopedTotal += expected.nInterviews30d + expected.nOpenAlerts;
      wholeTotal += whole.nInterviews30d + whole.nOpenAlerts;
    }
    // The seed has interviews and alerts outside her countries, so the scoped figures are smaller.
    expect(wholeTotal).toBeGreaterThan(scopedTotal);
  });

  it('counts what the indicator blocks of the global overview count for her in the same universe (one service)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatekeycloak', payload: { accessToken: await accessToken('multi'), idToken: null, allowIndicators: true } });
    const row = (res.json().globalOverviewData as { universeName: string; nSurveys: number; nInterviews30d: number; nOpenAlerts: number }[]).find((r) => r.universeName === 'demo')!;
    const session = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatekeycloak', payload: { accessToken: await accessToken('multi'), idToken: null, universeName: 'demo' } });
    const blocks = (await get(session.json().authToken, 'vuejs/indicators/overview/storevisit/everySurvey?timespan=last30days')).indicatorBlocks as { figures: { key: string; value: number }[] }[];
    const sum = (key: string) => blocks.reduce((n, b) => n + b.figures.find((f) => f.key === key)!.value, 0);
    expect({ nSurveys: blocks.length, nInterviews30d: sum('interviews'), nOpenAlerts: sum('openAlerts') }).toEqual({ nSurveys: row.nSurveys, nInterviews30d: row.nInterviews30d, nOpenAlerts: row.nOpenAlerts });
    expect(row.nInterviews30d).toBeGreaterThan(0);
  });
});
