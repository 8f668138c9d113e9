/**
 * The global values table (spec 2 sections 3 and 7): the table call and its event stream
 * (vuejs/globalevaluator/globalvaluestableevents/{survey}/{id}/{path}?authtoken=…) on the real app and database.
 * A table of our own on the storevisit overview shows nps and csat: the delivery survey has no csat, so its row
 * is an error row; storevisit's values must be the ones its variable tiles show at the top unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { computeGlobalValues, globalValuesPlan } from '../../server/analytics/global-values';
import { check, dataValidator } from '../../schemas/validators';
import { hashToken } from '../../server/accounts/sessions';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;

const TABLE = { type: 'globalValuesTable', id: 'globals', config: { size: 12, variables: ['nps', 'csat'] } };
const STREAM = '/rest/vuejs/globalevaluator/globalvaluestableevents/storevisit/globals/all';
/** `user` sees the region North of storevisit only. */
const NORTH = 'all,se,north';

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, (c) =>
    c.query(`update survey set config = jsonb_insert(config, '{pages,0,components,0}', $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(TABLE)]),
  );
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

function eventsOf(body: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => events.push(e) });
  parser.feed(body);
  return events;
}

type Row = { surveyName: string; survey: string; cells?: { value: number | null; formattedValue: string }[]; error?: string };

describe('the global values stream', () => {
  it('sends the table, one row per survey with the values its tiles show, then the end', async () => {
    const res = await t.app.inject({ url: `${STREAM}?authtoken=${encodeURIComponent(admin)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.event)).toEqual(['globalTableInitialData', 'globalSurveyResult', 'globalSurveyResult', 'globalSurveyResult', 'globalTableDataEnd']);

    const initial = JSON.parse(events[0]!.data) as { headers: string[]; rows: Row[] };
    expect(check(dataValidator('globalValuesTable')!, initial)).toEqual([]);
    expect(initial.headers).toEqual(['NPS', 'Satisfaction']);
    expect(initial.rows).toEqual([
      { surveyName: 'Customer service', survey: 'service' },
      { surveyName: 'Home delivery', survey: 'delivery' },
      { surveyName: 'Store visit', survey: 'storevisit' },
    ]);

    const rows = new Map(events.slice(1, 4).map((e) => JSON.parse(e.data) as Row).map((r) => [r.survey, r]));
    for (const row of rows.values()) expect(check(dataValidator('globalValuesTable')!, { headers: [], rows: [row] })).toEqual([]);
    // The same figures the storevisit overview's tiles show at the top unit with no filter chosen.
    const tiles = (await t.app.inject({ url: '/rest/vuejs/variables/block/storevisit/kpis/all', headers: { authorization: admin } })).json<{ variables: { title: string; value: number | null; formattedValue: string }[] }>();
    const tile = (title: string) => tiles.variables.find((v) => v.title === title)!;
    expect(rows.get('storevisit')).toEqual({
      surveyName: 'Store visit',
      survey: 'storevisit',
      cells: [
        { value: tile('NPS').value, formattedValue: tile('NPS').formattedValue },
        { value: tile('Satisfaction').value, formattedValue: tile('Satisfaction').formattedValue },
      ],
    });
    expect(typeof rows.get('storevisit')!.cells![0]!.value).toBe('number');
    expect(rows.get('service')!.cells!.map((c) => typeof c.value)).toEqual(['number', 'number']);
    // Delivery has no csat: its row says so instead of values.
    expect(rows.get('delivery')).toEqual({ surveyName: 'Home delivery', survey: 'delivery', error: 'Home delivery has no variable csat.' });
  });

  it('leaves out the surveys outside the caller’s role scope, and refuses a drill path outside it', async () => {
    const outside = await t.app.inject({ url: `${STREAM}?authtoken=${encodeURIComponent(user)}` });
    expect(outside.statusCode).toBe(403);
    const res = await t.app.inject({ url: `${STREAM.replace(/all$/, NORTH)}?authtoken=${encodeURIComponent(user)}` });
    expect(res.statusCode).toBe(200);
    const events = eventsOf(res.body);
    const initial = JSON.parse(events[0]!.data) as { rows: Row[] };
    expect(initial.rows.map((r) => r.survey)).toEqual(['storevisit']);
    expect(events.map((e) => e.event)).toEqual(['globalTableInitialData', 'globalSurveyResult', 'globalTableDataEnd']);
    // The user's region, not the whole chain: the top unit of their scope.
    const row = JSON.parse(events[1]!.data) as Row;
    expect(row.cells).toHaveLength(2);
  });

  it('checks the token in the query like the header: a bad, missing or ended one is refused before the stream opens', async () => {
    const garbage = await t.app.inject({ url: `${STREAM}?authtoken=not-a-session-token-0123456789` });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.headers['content-type']).toMatch(/^application\/json/);
    expect((await t.app.inject({ url: STREAM })).statusCode).toBe(401);
    // The header works too, and a token in the query of an ordinary call is not a session.
    expect((await t.app.inject({ url: STREAM, headers: { authorization: admin } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/rest/vuejs/globalevaluator/globalvaluestable/storevisit/globals/all?authtoken=${encodeURIComponent(admin)}` })).statusCode).toBe(401);
    const ended = await t.login('admin', 'sightline-admin');
    await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: ended } });
    expect((await t.app.inject({ url: `${STREAM}?authtoken=${encodeURIComponent(ended)}` })).statusCode).toBe(401);
  });

  it('answers the table call with the headers and the rows without values', async () => {
    const res = await t.app.inject({ url: `/rest/vuejs/globalevaluator/globalvaluestable/storevisit/globals/${NORTH}`, headers: { authorization: user } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ headers: ['NPS', 'Satisfaction'], rows: [{ surveyName: 'Store visit', survey: 'storevisit' }] });
    const notATable = await t.app.inject({ url: `/rest/vuejs/globalevaluator/globalvaluestable/storevisit/kpis/${NORTH}`, headers: { authorization: user } });
    expect(notATable.statusCode).toBe(400);
  });

  it('stops when the client leaves: the connection closes and no further survey is started', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const left = new AbortController();
    const res = await fetch(`http://127.0.0.1:${address.port}${STREAM}?authtoken=${encodeURIComponent(admin)}`, { signal: left.signal, headers: { host: 'localhost:8080' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    left.abort();
    await expect.poll(() => new Promise<number>((resolve) => t.app.server.getConnections((_, n) => resolve(n))), { timeout: 5000 }).toBe(0);
  });
});

describe('computing the rows', () => {
  it('starts no further survey once the client has left (the signal aborts after the first row)', async () => {
    const session = await asOwner(t.database.adminUrl, async (c) => (await c.query(`select user_id as "userId", universe_id as "universeId" from session where token_hash = $1`, [hashToken(admin)])).rows[0] as { userId: number; universeId: number });
    const caller = { userId: session.userId, universeId: session.universeId };
    const plan = await globalValuesPlan(t.database.db, caller, 'storevisit', 'globals', 'all');
    const many = { ...plan, table: { ...plan.table, rows: Array.from({ length: 10 }, () => plan.table.rows).flat() } };
    const left = new AbortController();
    const sent: unknown[] = [];
    const started = await computeGlobalValues(t.database.db, caller, many, left.signal, async (row) => {
      sent.push(row);
      left.abort();
    }, () => {});
    expect(sent).toHaveLength(1);
    expect(started).toBeLessThanOrEqual(3);
  });
});
