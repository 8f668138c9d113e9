/**
 * The alert list as a work queue (issue 12): each alert's age in whole days from its creation day to the server's
 * today (FIXED_TODAY, tests/support/test-date.ts), the overdue flag by the survey's deadline (configuration
 * `alerts.deadlineDays`, 7 days when unset: the spec gives no deadline), the owner (whoever last saved it), the
 * state filter with counts per state, and the customer's contact on the alert page. The alerts lie in a hand-made
 * shop in region North (the ordinary user's scope) and are dated from the tests' today, so every age is known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_DATE } from '../support/test-date';
import { addDays } from '../../core/dates';

let t: TestApp;
let admin: string;
let user: string;
let surveyId: number;
const ids: Record<string, number> = {};

interface Fixture {
  name: string;
  daysAgo: number;
  /** Time of day (UTC) of the creation: late ones check that age counts days, not 24-hour spans. */
  time: string;
  state: 2 | 3 | 6;
  /** Who saved it, oldest first (usernames); none means only the system's creation row. */
  savedBy?: string[];
  contact?: Record<string, string>;
}
const FIXTURE: Fixture[] = [
  { name: 'tenDays', daysAgo: 10, time: '10:00', state: 2, contact: { name: 'Eva Ek', email: 'eva.ek@example.com', phone: '+46 70 123 45 67' } },
  { name: 'sevenDays', daysAgo: 7, time: '08:00', state: 6, savedBy: ['admin'] },
  { name: 'eightDays', daysAgo: 8, time: '23:50', state: 6, savedBy: ['admin', 'user'], contact: { name: 'Ole Olsen', email: '', phone: '0701' } },
  { name: 'closedOld', daysAgo: 30, time: '09:00', state: 3, savedBy: ['user'] },
  { name: 'today', daysAgo: 0, time: '00:05', state: 2 },
];
const LIST = `all,se,north,qq/0/50`;
const TIME = 'ftime=rdays-60_0';

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select s.id, s.universe_id, n.id as north from survey s join unit n on n.survey_id = s.id and n.path = 'all,se,north' where s.ext_name = 'storevisit'`,
    );
    const { universe_id: universeId, north } = rows[0];
    surveyId = rows[0].id;
    const shop = (
      await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'qq', 'Shop Q', 3, 'all,se,north,qq') returning id`, [
        universeId,
        surveyId,
        north,
      ])
    ).rows[0].id;
    const people = await c.query<{ username: string; id: number }>(`select username, id from app_user where username in ('admin', 'user')`);
    const userId = Object.fromEntries(people.rows.map((p) => [p.username, p.id]));
    for (const f of FIXTURE) {
      const at = `${addDays(TEST_DATE, -f.daysAgo)}T${f.time}:00Z`;
      const iv = (
        await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, shop, at])
      ).rows[0].id;
      if (f.contact) {
        await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, 0, $5, $6)`, [
          universeId,
          surveyId,
          shop,
          iv,
          at.slice(0, 10),
          JSON.stringify(f.contact),
        ]);
      }
      const id = Number(
        (
          await c.query(`insert into alert (universe_id, survey_id, interview_id, state, created_at, closed_at) values ($1, $2, $3, $4, $5, $6) returning id`, [
            universeId,
            surveyId,
            iv,
            f.state,
            at,
            f.state === 3 ? at : null,
          ])
        ).rows[0].id,
      );
      ids[f.name] = id;
      await c.query(`insert into alert_log (universe_id, alert_id, state, comment, created_at) values ($1, $2, 2, 'Alert created', $3)`, [universeId, id, at]);
      for (const [i, who] of (f.savedBy ?? []).entries()) {
        await c.query(`insert into alert_log (universe_id, alert_id, state, user_id, comment, created_at) values ($1, $2, $3, $4, 'Saved', $5::timestamptz + $6 * interval '1 minute')`, [
          universeId,
          id,
          f.state,
          userId[who],
          at,
          i + 1,
        ]);
      }
    }
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/alert/${url}`, headers: { authorization: token } });
type Row = { id: number; state: number; ageDays: number; overdue: boolean; owner: string | null };
const nameOf = (id: number) => Object.keys(ids).find((k) => ids[k] === id);
const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [nameOf(r.id), r]));
const setAlertConfig = (key: string, value: unknown) =>
  asOwner(t.database.adminUrl, (c) => c.query(`update survey set config = jsonb_set(config, $2::text[], $3::jsonb) where id = $1`, [surveyId, ['alerts', key], JSON.stringify(value)]));

describe('alert ages, overdue flags and owners', () => {
  it("gives each alert its age in days from the server's today and flags open alerts older than the 7-day deadline", async () => {
    const res = await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.deadlineDays).toBe(7);
    const rows = byName(body.rows);
    // Worked out by hand: created N days before today, whatever the time of day.
    expect(rows.today).toMatchObject({ ageDays: 0, overdue: false });
    expect(rows.sevenDays).toMatchObject({ ageDays: 7, overdue: false });
    expect(rows.eightDays).toMatchObject({ ageDays: 8, overdue: true });
    expect(rows.tenDays).toMatchObject({ ageDays: 10, overdue: true });
    // Closed alerts are never overdue, however old.
    expect(rows.closedOld).toMatchObject({ ageDays: 30, overdue: false });
  });

  it('names as owner whoever saved the alert last, and nobody while only the system has touched it', async () => {
    const rows = byName((await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}`)).json().rows);
    expect(rows.tenDays!.owner).toBeNull();
    expect(rows.sevenDays!.owner).toBe('Adam Admin');
    expect(rows.eightDays!.owner).toBe('Ulla User');
    expect(rows.closedOld!.owner).toBe('Ulla User');
  });

  it('sorts by age and by owner on the server', async () => {
    const names = async (sort: string) => ((await get(`list/storevisit/${LIST}/${sort}/${TIME}`)).json().rows as Row[]).map((r) => nameOf(r.id));
    expect(await names('age:desc')).toEqual(['closedOld', 'tenDays', 'eightDays', 'sevenDays', 'today']);
    expect(await names('age:asc')).toEqual(['today', 'sevenDays', 'eightDays', 'tenDays', 'closedOld']);
    // Unowned alerts last both ways (nulls last), ties by alert number.
    expect((await names('owner:asc')).slice(0, 3)).toEqual(['sevenDays', 'eightDays', 'closedOld']);
  });

  it('shows age, overdue flag, deadline and owner on the alert page', async () => {
    const a = (await get(`details/storevisit/${ids.eightDays}`)).json();
    expect(a).toMatchObject({ ageDays: 8, overdue: true, deadlineDays: 7, owner: 'Ulla User' });
    expect((await get(`details/storevisit/${ids.closedOld}`)).json()).toMatchObject({ ageDays: 30, overdue: false });
  });
});

describe('state filter', () => {
  it('returns only alerts in the asked state, with the count of every state of the selection', async () => {
    const res = await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}?state=6`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect((body.rows as Row[]).map((r) => nameOf(r.id))).toEqual(['sevenDays', 'eightDays']);
    expect(body.rows.every((r: Row) => r.state === 6)).toBe(true);
    expect(body).toMatchObject({ total: 2, state: 6 });
    expect(body.stateCounts).toEqual([
      { state: 2, n: 2 },
      { state: 6, n: 2 },
      { state: 3, n: 1 },
    ]);
    const closed = (await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}?state=3`)).json();
    expect((closed.rows as Row[]).map((r) => nameOf(r.id))).toEqual(['closedOld']);
    const all = (await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}`)).json();
    expect(all).toMatchObject({ total: 5, state: null });
  });

  it('refuses a state that is not an alert state with a readable 400', async () => {
    for (const bad of ['4', 'open', '2,3']) {
      const res = await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}?state=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/state/);
    }
  });
});

describe("the customer's contact on the alert page", () => {
  it("shows the name, e-mail and phone of the alert's sample, leaving out empty fields", async () => {
    expect((await get(`details/storevisit/${ids.tenDays}`)).json().contact).toEqual({ status: 'shown', name: 'Eva Ek', email: 'eva.ek@example.com', phone: '+46 70 123 45 67' });
    expect((await get(`details/storevisit/${ids.eightDays}`, user)).json().contact).toEqual({ status: 'shown', name: 'Ole Olsen', email: null, phone: '0701' });
    expect((await get(`details/storevisit/${ids.sevenDays}`)).json().contact).toEqual({ status: 'none', name: null, email: null, phone: null });
  });

  it("withholds the contact from roles the survey does not list (administrators always see it) and never sends anonymised fields", async () => {
    await setAlertConfig('contact', { roles: ['sweden'], anonymised: ['phone'] });
    try {
      expect((await get(`details/storevisit/${ids.tenDays}`, user)).json().contact).toEqual({ status: 'withheld', name: null, email: null, phone: null });
      expect((await get(`details/storevisit/${ids.tenDays}`)).json().contact).toEqual({ status: 'shown', name: 'Eva Ek', email: 'eva.ek@example.com', phone: null });
      await setAlertConfig('contact', { roles: ['north'] });
      expect((await get(`details/storevisit/${ids.tenDays}`, user)).json().contact).toMatchObject({ status: 'shown', name: 'Eva Ek' });
    } finally {
      await setAlertConfig('contact', {});
    }
  });

  it("follows a survey's own deadline", async () => {
    await setAlertConfig('deadlineDays', 9);
    try {
      const rows = byName((await get(`list/storevisit/${LIST}/createdAt:desc/${TIME}`)).json().rows);
      expect(rows.eightDays!.overdue).toBe(false);
      expect(rows.tenDays!.overdue).toBe(true);
    } finally {
      await setAlertConfig('deadlineDays', 7);
    }
  });
});
