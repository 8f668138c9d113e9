/**
 * Action plans (issue 15) against the real database: the save rule and round trip, unit scope and universes, the
 * evaluation around the goal through the call and through the daily job with a fixed clock, the history with the
 * score and goal of each moment, suggested actions from the driver analysis, the action chart and the actions report.
 *
 * The numbers come from a hand-made store, Shop AQ in region North (the ordinary user's scope), with interviews in
 * 2020 and December 2026, far from the demo's own actions:
 *
 *   day                 nps staff checkout assortment cleanliness price csat effort
 *   2020-02-29 (before)                                                  1     5
 *   2020-03-01           10   3      5        4          1         3     4     2
 *   2020-03-15            8   2      4        3          3         3     4     2
 *   2020-03-20                                                           3     1
 *   2020-03-31 23:00      6   1      3        2          5         3     4     3
 *   2020-04-01 (after)                                                   1     5
 *   2026-12-05                                                           5
 *   2026-12-20                                                           3
 *
 * In March 2020 csat is (4+4+3+4)/4 = 3.75 and effort (2+2+1+3)/4 = 2.00; the days either side would pull both
 * away (csat to 3.0 or below, effort above 2.5) if the period leaked. December 2026: csat (5+3)/2 = 4.00.
 * Drivers (nps the overall): staff, checkout and assortment rise exactly with nps (importance 100), cleanliness
 * falls (importance 0), price never varies (no correlation). The high-importance ones (at or above the median
 * importance, 100) by performance: staff (mean 2 → 25 %), assortment (3 → 50 %), checkout (4 → 75 %).
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createToday } from '../../server/clock';
import { loadIdpKeys } from '../../server/idp/keys';
import { refreshRollups } from '../../server/analytics/rollup';
import { ACTIONS_QUEUE, EVALUATION_QUEUE, registerActionJobs, requestEvaluation } from '../../server/actions/evaluate';
import { jobSettled, startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { registerReportJobs } from '../../server/reports/service';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { TEST_PUBLIC_URL } from '../support/app';
import { TEST_DATE } from '../support/test-date';
import { formatDate } from '../../core/dates';
import type { ActionEditData } from '../../schemas/api/action-edit-data.gen';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let admin: string;
let root: string;
let user: string;

const SHOP = 'all,se,north,aq';
const MARCH = ';ftime=Ige01012020:01072020';

interface Row {
  day: string;
  answers: Record<string, number>;
}
const FIXTURE: Row[] = [
  { day: '2020-02-29T12:00:00Z', answers: { csat: 1, effort: 5 } },
  { day: '2020-03-01T00:30:00Z', answers: { nps: 10, staff: 3, checkout: 5, assortment: 4, cleanliness: 1, price: 3, csat: 4, effort: 2 } },
  { day: '2020-03-15T12:00:00Z', answers: { nps: 8, staff: 2, checkout: 4, assortment: 3, cleanliness: 3, price: 3, csat: 4, effort: 2 } },
  { day: '2020-03-20T12:00:00Z', answers: { csat: 3, effort: 1 } },
  { day: '2020-03-31T23:00:00Z', answers: { nps: 6, staff: 1, checkout: 3, assortment: 2, cleanliness: 5, price: 3, csat: 4, effort: 3 } },
  { day: '2020-04-01T00:00:00Z', answers: { csat: 1, effort: 5 } },
  { day: '2026-12-05T12:00:00Z', answers: { csat: 5 } },
  { day: '2026-12-20T12:00:00Z', answers: { csat: 3 } },
];

const ROOT_ONLY_OVERVIEW = { type: 'actionOverview', id: 'rootActions', config: { size: 12, rootOnly: true } };

async function login(username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ authToken: string }>().authToken;
}
const get = (url: string, token = admin) => app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
const post = (url: string, payload: object, token = admin) => app.inject({ method: 'POST', url: `/rest/vuejs/${url}`, payload, headers: { authorization: token } });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

const save = (body: Record<string, unknown>, token = admin) => post(`actions/updateaction/storevisit/${String(body.id ?? 0)}`, { id: 0, path: SHOP, responsible: 'Erik Berg', ...body }, token);

/** Creates an action as the administrator and returns its id. */
async function create(body: Record<string, unknown>): Promise<number> {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActionEditData>().updateData.id;
}

async function action(id: number, token = admin): Promise<ActionEditData['updateData']> {
  const res = await get(`actions/getaction/storevisit/${id}/${SHOP}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActionEditData>().updateData;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await registerReportJobs(jobs, database.db, () => {});
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await asOwner(database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, n.id as north from survey s join unit n on n.survey_id = s.id and n.path = 'all,se,north' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, north } = rows[0];
    const shop = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'aq', 'Shop AQ', 3, $4) returning id`, [universeId, surveyId, north, SHOP]))
      .rows[0].id;
    for (const f of FIXTURE) {
      const iv = (await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, shop, f.day])).rows[0].id;
      for (const [question, value] of Object.entries(f.answers)) {
        await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, $3, $4)`, [universeId, iv, question, value]);
      }
    }
    // A root-only action overview on the overview page, beside the demo's own.
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0,components,0}', $2::jsonb) where id = $1`, [surveyId, JSON.stringify(ROOT_ONLY_OVERVIEW)]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2020-01-01', to: '2021-01-01' });
    await refreshRollups(c, surveyId, { from: '2026-12-01', to: '2027-01-01' });
    await c.query('commit');
  });
  admin = await login('admin', 'sightline-admin');
  root = await login('root', 'sightline-root');
  user = await login('user', 'sightline-user');
});

afterAll(async () => {
  await app?.close();
  await jobs?.stop(1000);
  await database?.drop();
});

describe('saving an action', () => {
  it('asks for the from date, deadline and goal, naming each field in the answer', async () => {
    const res = await save({ extname: 'csat', periodStartDate: '', deadline: null, goal: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_action',
      fields: { periodStartDate: 'This field is mandatory.', deadline: 'This field is mandatory.', goal: 'This field is mandatory.' },
    });
  });

  it("keeps the goal within the item's goalMin..goalMax, with the spec's message", async () => {
    const res = await save({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 5.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ goal: 'Value must be between 1 and 5' });
    expect((await save({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-02-01', goal: 4 })).json().fields).toEqual({
      deadline: 'The deadline cannot be before the from date',
    });
  });

  it('creates, updates with comments (each with the score and goal of its moment) and deletes', async () => {
    const id = await create({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 4, comments: 'Greet every customer.' });
    let a = await action(id);
    expect(a).toMatchObject({ id, path: SHOP, extname: 'csat', expression: 'csat', goal: 4, periodStartDate: '2020-03-01', deadline: '2020-03-31', state: 0, canEdit: true });
    expect(a.commentsList).toMatchObject([{ formattedScore: '3.75', formattedGoal: '4.00', username: 'Adam Admin', message: 'Greet every customer.' }]);

    const updated = await save({ id, extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 3.5, comments: '  Goal lowered after the first month.  ' });
    expect(updated.statusCode, updated.body).toBe(200);
    a = await action(id);
    expect(a.goal).toBe(3.5);
    expect(a.comments).toBe('Goal lowered after the first month.');
    expect(a.commentsList.map((h) => [h.formattedScore, h.formattedGoal, h.message])).toEqual([
      ['3.75', '4.00', 'Greet every customer.'],
      ['3.75', '3.50', 'Goal lowered after the first month.'],
    ]);
    // A blank comment adds no history entry; the question of a saved action cannot change.
    await save({ id, extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 3.5, comments: '   ' });
    expect((await action(id)).commentsList).toHaveLength(2);
    expect((await save({ id, extname: 'effort', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 2 })).json()).toMatchObject({ error: 'item_fixed' });

    const del = await get(`actions/deleteaction/storevisit/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ id, deleted: true });
    expect((await get(`actions/getaction/storevisit/${id}/${SHOP}`)).statusCode).toBe(404);
  });

  it('opens a new action empty, or as a suggestion of an item with its goal at the unit', async () => {
    const blank = await action(0);
    expect(blank).toMatchObject({ id: 0, suggestion: false, extname: '', goal: null, periodStartDate: TEST_DATE, state: 0 });
    const res = await get(`actions/getaction/storevisit/0/${SHOP}?item=staff`);
    expect(res.json<ActionEditData>().updateData).toMatchObject({ suggestion: true, extname: 'staff', expression: 'staffTop' });
    expect(res.json<ActionEditData>().actionableItems.find((i) => i.extname === 'csat')).toEqual({ title: 'Overall satisfaction', expression: 'csat', extname: 'csat', goalMin: 1, goalMax: 5 });
  });
});

describe('unit scope and universes', () => {
  it("lets a region user write their units' actions only while their role has canEditActions", async () => {
    const id = await create({ extname: 'checkout', periodStartDate: '2020-03-01', deadline: '2026-12-31', goal: 4 });
    const setRights = (rights: string[]) => owner(`update role set permissions = $1 where name = 'north'`, [JSON.stringify(rights)]);
    await setRights([]);
    try {
      expect((await action(id, user)).canEdit).toBe(false);
      expect((await save({ id, extname: 'checkout', periodStartDate: '2020-03-01', deadline: '2026-12-31', goal: 4.5 }, user)).statusCode).toBe(403);
      expect((await get(`actions/deleteaction/storevisit/${id}`, user)).statusCode).toBe(403);
      const manager = (await get(`actions/actionmanager/storevisit/actionManager/${SHOP}`, user)).json<ActionManagerData>();
      expect(manager).toMatchObject({ anchorable: true, isActionsConfigured: true, canEdit: false, canEvaluate: false });
    } finally {
      await setRights(['canEditActions']);
    }
    expect((await action(id, user)).canEdit).toBe(true);
    const saved = await save({ id, extname: 'checkout', periodStartDate: '2020-03-01', deadline: '2026-12-31', goal: 4.5, comments: 'Staff briefed' }, user);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ActionEditData>().updateData).toMatchObject({ goal: 4.5, canEdit: true });
    const manager = (await get(`actions/actionmanager/storevisit/actionManager/${SHOP}`, user)).json<ActionManagerData>();
    // Evaluating stays the root user's.
    expect(manager).toMatchObject({ canEdit: true, canEvaluate: false });
    expect((await get(`actions/deleteaction/storevisit/${id}`, user)).statusCode).toBe(200);
  });

  it("refuses a region user another region's action (403), and another universe's action is unknown (404)", async () => {
    const norway = await create({ path: 'all,no', extname: 'csat', periodStartDate: '2020-03-01', deadline: '2026-12-31', goal: 4 });
    expect((await get(`actions/getaction/storevisit/${norway}/${SHOP}`, user)).statusCode).toBe(403);
    expect((await post(`charts/actionchart/storevisit/${norway}`, {}, user)).statusCode).toBe(403);
    expect((await get(`actions/actionplan/storevisit/actionPlan/all,no`, user)).statusCode).toBe(403);
    const [b2b] = await owner<{ id: number }>(
      `insert into action (universe_id, survey_id, unit_id, item, expression, goal, period_start, deadline)
       select s.universe_id, s.id, u.id, 'nps', 'nps', 10, '2020-01-01', '2020-02-01' from survey s join unit u on u.survey_id = s.id and u.parent_id is null where s.ext_name = 'relationship' returning id::int as id`,
    );
    expect((await get(`actions/getaction/storevisit/${b2b!.id}/all`)).statusCode).toBe(404);
    expect((await get(`actions/deleteaction/storevisit/${b2b!.id}`)).statusCode).toBe(404);
    await get(`actions/deleteaction/storevisit/${norway}`);
  });
});

describe('the component a plan or manager call names', () => {
  it('is one of the survey\'s action components (404 unknown, 400 another type), and a root-only one answers root alone (403)', async () => {
    for (const [call, id] of [['actionplan', 'actionPlan'], ['actionmanager', 'actionManager'], ['actionmanager', 'actionOverview']] as const) {
      const res = await get(`actions/${call}/storevisit/${id}/${SHOP}`, user);
      expect(res.statusCode, `${call} ${id}: ${res.body}`).toBe(200);
    }
    const unknown = await get(`actions/actionmanager/storevisit/noSuchComponent/${SHOP}`, user);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Survey "storevisit" has no component "noSuchComponent".');
    const chart = await get(`actions/actionplan/storevisit/npsTrend/${SHOP}`, user);
    expect(chart.statusCode).toBe(400);
    expect(chart.json().message).toBe('Component "npsTrend" is a developmentLineChart, not an action component.');
    // The plan reads the plan call, the manager and the overview the manager call.
    expect((await get(`actions/actionplan/storevisit/actionManager/${SHOP}`, user)).statusCode).toBe(400);
    expect((await get(`actions/actionmanager/storevisit/actionPlan/${SHOP}`, user)).statusCode).toBe(400);

    const rootOnly = await get(`actions/actionmanager/storevisit/rootActions/${SHOP}`, user);
    expect(rootOnly.statusCode).toBe(403);
    expect(rootOnly.json().message).toBe('This component is shown to root users only.');
    expect((await get(`actions/actionmanager/storevisit/rootActions/${SHOP}`, root)).statusCode).toBe(200);
  });
});

describe('a survey without actions', () => {
  it("answers the demo service survey's action overview as not configured, so that it shows its fallback", async () => {
    const res = await get('actions/actionmanager/service/actionOverview/all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ActionManagerData>()).toMatchObject({ isActionsConfigured: false, anchorable: false, canEdit: false, openActions: [], suggestedActions: [] });
  });
});

describe('the evaluation', () => {
  it('through the call (root only): reached exactly, missed by a hair, and reversed for an inverse variable', async () => {
    const ids = {
      reached: await create({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 3.75 }),
      missed: await create({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 3.76 }),
      lowEnough: await create({ extname: 'effort', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 2 }),
      tooHigh: await create({ extname: 'effort', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 1.99 }),
      notYet: await create({ extname: 'csat', periodStartDate: '2026-12-01', deadline: '2026-12-31', goal: 4 }),
    };
    expect((await get('actions/evaluate/storevisit', admin)).statusCode).toBe(403);
    const res = await get('actions/evaluate/storevisit', root);
    expect(res.statusCode, res.body).toBe(200);
    // The demo's two overdue actions are closed too.
    expect(res.json().evaluated).toBeGreaterThanOrEqual(4);
    expect((await action(ids.reached)).state).toBe(1);
    expect((await action(ids.missed)).state).toBe(2);
    expect((await action(ids.lowEnough)).state).toBe(1);
    expect((await action(ids.tooHigh)).state).toBe(2);
    expect((await action(ids.notYet)).state).toBe(0);
    const missed = await action(ids.missed);
    expect(missed.canEdit).toBe(false);
    expect(missed.commentsList.at(-1)).toMatchObject({ formattedScore: '3.75', formattedGoal: '3.76', username: 'Rita Root', message: 'Evaluated after the deadline: the goal was missed.' });
    // A closed action can no longer change, and a second evaluation finds nothing more to close.
    expect((await save({ id: ids.missed, extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 3 })).statusCode).toBe(409);
    expect((await get('actions/evaluate/storevisit', root)).json()).toEqual({ evaluated: 0, completed: 0, failed: 0 });
    const manager = (await get(`actions/actionmanager/storevisit/actionManager/${SHOP}`)).json<ActionManagerData>();
    expect(manager.closedActions.find((a) => a.id === ids.reached)).toMatchObject({ state: 1, endValueText: '3.75', goalText: '3.75', periodText: '01/03-2020 – 31/03-2020' });
    expect(manager.openActions.map((a) => a.id)).toContain(ids.notYet);
  });

  it('through the daily job with a fixed clock: nothing on the deadline day, then the verdict the day after', async () => {
    const reached = await create({ extname: 'csat', periodStartDate: '2026-12-01', deadline: '2026-12-31', goal: 4 });
    const missed = await create({ extname: 'csat', periodStartDate: '2026-12-01', deadline: '2026-12-31', goal: 4.01 });
    const queue = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
    try {
      let today = '2026-12-31';
      await registerActionJobs(queue, { ...database.db, today: () => createToday(today)() }, () => {});
      const finished = async (day: string) => {
        const id = await requestEvaluation(queue, day);
        expect(id).not.toBeNull();
        // The sweep queues one evaluation per survey with actions due (the app's worker runs them, by the sweep's day).
        const sweep = await jobSettled(queue, ACTIONS_QUEUE, id!, 20_000);
        expect(sweep?.state).toBe('completed');
        for (const evaluation of (sweep!.output as { queued: string[] }).queued) expect((await jobSettled(queue, EVALUATION_QUEUE, evaluation, 20_000))?.state).toBe('completed');
      };
      await finished(today);
      expect((await action(reached)).state).toBe(0);
      today = '2027-01-01';
      await finished(today);
      expect((await action(reached)).state).toBe(1);
      const m = await action(missed);
      expect(m.state).toBe(2);
      expect(m.commentsList.at(-1)).toMatchObject({ formattedScore: '4.00', formattedGoal: '4.01', username: 'Sightline', message: 'Evaluated after the deadline: the goal was missed.' });
      // A second run (a retry, or asked again) finds the actions closed and writes nothing more.
      await finished('2027-01-02');
      expect((await action(missed)).commentsList).toHaveLength(m.commentsList.length);
    } finally {
      await queue.stop(1000);
    }
  });
});

describe('reading actions', () => {
  it('suggests the weakest high-importance drivers that have no open action', async () => {
    const before = (await get(`actions/actionmanager/storevisit/actionManager/${SHOP}${MARCH}`, user)).json<ActionManagerData>();
    expect(before.suggestedActions.map((s) => [s.extname, s.varData.importance, s.id])).toEqual([
      ['staff', 100, 0],
      ['assortment', 100, 0],
      ['checkout', 100, 0],
    ]);
    const open = await create({ extname: 'assortment', periodStartDate: '2026-11-01', deadline: '2027-01-31', goal: 4 });
    const after = (await get(`actions/actionmanager/storevisit/actionManager/${SHOP}${MARCH}`, user)).json<ActionManagerData>();
    expect(after.suggestedActions.map((s) => s.extname)).toEqual(['staff', 'checkout']);
    expect(after.actionPlanData.actions.map((a) => a.id)).toContain(open);
    const plan = (await get(`actions/actionplan/storevisit/actionPlan/${SHOP}`, user)).json();
    expect(plan.actions.map((a: { id: number }) => a.id)).toContain(open);
    await get(`actions/deleteaction/storevisit/${open}`);
  });

  it('gives the value over the effective period and the effective period itself', async () => {
    const value = await post(`actions/getactionvalue/storevisit/0/${SHOP}`, { expression: 'csat', periodStartDate: '2020-03-01', deadline: '2020-03-31' }, user);
    expect(value.json()).toEqual({ value: 3.75, formattedValue: '3.75', n: 4, period: { from: '2020-03-01', to: '2020-03-31' }, periodText: '01/03-2020 – 31/03-2020' });
    const effort = await post(`actions/getactionvalue/storevisit/0/${SHOP}`, { expression: 'effort', periodStartDate: '2020-03-01', deadline: '2020-03-31' }, user);
    expect(effort.json()).toMatchObject({ value: 2, n: 4 });
    const period = await get(`actions/effectiveactionperiod/storevisit/2026-11-01/2027-02-28`, user);
    expect(period.json()).toEqual({ period: { from: '2026-11-01', to: TEST_DATE }, periodText: `01/11-2026 – ${formatDate(TEST_DATE)}`, deadline: '2027-02-28', deadlineText: '28/02-2027' });
    expect((await get(`actions/effectiveactionperiod/storevisit/2027-02-28/2026-11-01`, user)).statusCode).toBe(400);
    // A day the calendar does not have is bad input, said as such, not a failure of the server.
    const impossible = await get(`actions/effectiveactionperiod/storevisit/2026-02-30/2026-13-45`, user);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json<{ message: string }>().message).toBe('params.from is not a day of the calendar (YYYY-MM-DD)');
    // So is one in a chart preview's body, refused where the request's schema is checked.
    const preview = await post(`charts/actionchart/storevisit/0`, { expression: 'effort', path: SHOP, periodStartDate: '2026-02-30', deadline: '2026-03-31', goal: 2 }, user);
    expect(preview.statusCode).toBe(400);
    expect(preview.json<{ message: string }>().message).toBe('body.periodStartDate is not a day of the calendar (YYYY-MM-DD)');
  });

  it('draws the action chart by month with the goal line and the period marked', async () => {
    const id = await create({ extname: 'csat', periodStartDate: '2020-03-01', deadline: '2020-06-30', goal: 3.9 });
    const res = await post(`charts/actionchart/storevisit/${id}`, {}, user);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json();
    expect(chart).toMatchObject({ goal: 3.9, period: { from: '2020-03-01', to: '2020-06-30' }, periodStartLabel: '2020-03', deadlineLabel: '2020-06' });
    expect(chart.chart.descriptors).toMatchObject([{ variable: 'csat', goal: 3.9 }]);
    expect(chart.chart.series.map((s: { name: string; data: (number | null)[] }) => [s.name, s.data[0]])).toEqual([
      ['2019-09', null],
      ['2019-10', null],
      ['2019-11', null],
      ['2019-12', null],
      ['2020-01', null],
      ['2020-02', 1],
      ['2020-03', 3.75],
      ['2020-04', 1],
      ['2020-05', null],
      ['2020-06', null],
    ]);
    // A new action's chart (id 0) names what it draws.
    const preview = await post(`charts/actionchart/storevisit/0`, { expression: 'effort', path: SHOP, periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 2 }, user);
    expect(preview.json()).toMatchObject({ goal: 2, periodStartLabel: '2020-W09' });
    expect((await post(`charts/actionchart/storevisit/0`, { expression: 'effort' }, user)).statusCode).toBe(400);
    await get(`actions/deleteaction/storevisit/${id}`);
  });

  it('lists the actions of the drill path in the actions report, with state, goal, value and history', async () => {
    await owner(`delete from action a using unit u where u.id = a.unit_id and u.path = $1`, [SHOP]);
    const id = await create({ extname: 'effort', periodStartDate: '2020-03-01', deadline: '2020-03-31', goal: 2, comments: 'Signs at the entrance.' });
    await get('actions/evaluate/storevisit', root);
    const queued = await get(`reports/actionsreport/storevisit/${SHOP};ftime=Ige01012000:01012100`);
    expect(queued.statusCode, queued.body).toBe(200);
    const uuid = queued.json<{ taskUUID: string }>().taskUUID;
    for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      if ((await get(`reports/status/storevisit/${uuid}`)).json<{ status: string }>().status === 'FINISHED') break;
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(`reports/download/storevisit/${uuid}`)).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'Action');
    expect(rows[header]).toEqual(['Action', 'Unit', 'Responsible', 'State', 'Goal', 'Value', 'Period', 'Due date', 'Created', 'History']);
    const body = rows.slice(header + 1);
    expect(body).toHaveLength(1);
    expect(body[0]!.slice(0, 7)).toEqual(['Effort to find what you needed', 'Shop AQ', 'Erik Berg', 'Completed', '2.00', '2.00', '01/03-2020 – 31/03-2020']);
    expect(String(body[0]![9])).toMatch(/Adam Admin: Signs at the entrance\.\n.*Rita Root: Evaluated after the deadline: the goal was reached\./);
    expect(id).toBeGreaterThan(0);
  });
});
