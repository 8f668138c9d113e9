/**
 * The rights of spec 3 section 3 governing the product (issue 20 item 4), through the HTTP API against the real
 * database: a role's survey access flags are saved with the role form's call (vuejs/roles), then `user` (role
 * north) calls the product and gets what the right allows, and 403 with a readable message where it does not.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { Role } from '../../schemas/api/role.gen';
import type { RoleList } from '../../schemas/api/role-list.gen';
import type { UserIdentity } from '../../schemas/api/user-identity.gen';

let database: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;
let admin: string;
let root: string;
let user: string;
let northId: number;
let sampleId: number;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

/** Saves the north role with these store-visit survey rights (and role-wide ones) on top of what it has. */
async function setNorth(storevisit: Record<string, unknown>, over: Partial<Role> = {}) {
  const north = (await call('GET', `roles/storevisit/${northId}`, admin)).json<Role>();
  const body = { ...north, ...over, surveyAccessList: north.surveyAccessList.map((a) => (a.surveyExtName === 'storevisit' ? { ...a, access: true, ...storevisit } : a)) };
  const res = await call('POST', 'roles/storevisit', admin, body);
  expect(res.statusCode, res.body).toBe(200);
}

const sampleCalls = (token: string) => [
  call('POST', 'sample/list/storevisit/default/all,se,north/0/50/eventdate/true/none', token, []),
  call('GET', `sample/details/storevisit/${sampleId}`, token),
  call('POST', `sample/validate/storevisit/${sampleId}/update`, token, { answers: {} }),
  call('POST', `sample/details/storevisit/${sampleId}`, token, { action: 'update', answers: {} }),
  call('GET', 'sample/suggestions/storevisit/all,se,north/a', token),
  call('POST', 'reports/sampletablereport/storevisit/default/all,se,north', token, []),
];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  // A job queue, so the sample report's call gets as far as the rights (without one it answers 503 first).
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 5 });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  root = await signInToken(app, { username: 'root', password: 'sightline-root' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  northId = (await call('GET', 'roles/storevisit', admin)).json<RoleList>().rows.find((r) => r.name === 'north')!.id;
  const [row] = await owner<{ id: number }>(
    `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact)
     select s.universe_id, s.id, u.id, 1, '2026-11-01', '{"name":"Anna Andersson","email":"anna@example.com"}'
       from survey s join unit u on u.survey_id = s.id and u.path like 'all,se,north,%'
      where s.ext_name = 'storevisit' and not exists (select 1 from unit k where k.parent_id = u.id)
      order by u.id limit 1 returning id`,
  );
  sampleId = row!.id;
  // A database, a job queue and three sign-ins: more than the default minute on a loaded machine.
}, 180_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('canViewSamples', () => {
  it('without it every sample call answers 403 with a readable message; with it they answer', async () => {
    await setNorth({ canViewSamples: false });
    for (const res of await Promise.all(sampleCalls(user))) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Your role does not let you see samples/);
    }
    await setNorth({ canViewSamples: true });
    for (const res of await Promise.all(sampleCalls(user))) expect(res.statusCode, `${res.statusCode} ${res.body}`).not.toBe(403);
  });

  it('the identity says per survey whether the role may see samples, so the shell offers the sample list only then', async () => {
    const offered = async (token: string) =>
      (await call('GET', 'auth/identity', token)).json<UserIdentity>().surveys?.find((s) => s.extName === 'storevisit')?.canViewSamples;
    await setNorth({ canViewSamples: false });
    expect(await offered(user)).toBe(false);
    expect(await offered(root)).toBe(true);
    await setNorth({ canViewSamples: true });
    expect(await offered(user)).toBe(true);
  });

  it('root holds it whatever a role says', async () => {
    await setNorth({ canViewSamples: false });
    for (const res of await Promise.all(sampleCalls(root))) expect(res.statusCode, res.body).not.toBe(403);
  });
});

describe('canAccessStatusPage (the survey\'s load status: vuejs/surveys/loadcount)', () => {
  it('without it the load status answers 403 with a readable message and the identity does not offer it; with it both do', async () => {
    const offered = async (token: string) =>
      (await call('GET', 'auth/identity', token)).json<UserIdentity>().surveys?.find((s) => s.extName === 'storevisit')?.canAccessStatusPage;
    await setNorth({ canAccessStatusPage: false });
    const refused = await call('GET', 'surveys/loadcount/storevisit', user);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Your role does not let you open the status page/);
    expect(await offered(user)).toBe(false);
    // Root holds it whatever a role says.
    expect((await call('GET', 'surveys/loadcount/storevisit', root)).statusCode).toBe(200);
    expect(await offered(root)).toBe(true);
    await setNorth({ canAccessStatusPage: true });
    const allowed = await call('GET', 'surveys/loadcount/storevisit', user);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<{ loadCount: number }>().loadCount).toBeGreaterThan(0);
    expect(await offered(user)).toBe(true);
  });
});

describe('start page, views and their order', () => {
  it('the identity opens the survey on the role’s start page with only the ticked views, in its order, at their default drill', async () => {
    const storevisit = async () => (await call('GET', 'auth/identity', user)).json<UserIdentity>().surveys?.find((s) => s.extName === 'storevisit');
    const before = await storevisit();
    expect(before?.startPage).toBe('overview');
    expect(before?.views.map((v) => v.extName)).toEqual(['stores', 'sweden']);

    const view = (drilldownId: number, viewExtName: string, access: boolean, defaultDrill = '') => ({ drilldownId, viewName: viewExtName, viewExtName, access, defaultDrill });
    await setNorth({ startPage: 'drivers', viewOrder: 'sweden,stores', viewAccessList: [view(0, 'stores', true), view(1, 'sweden', true, 'all,se,north')] });
    const after = await storevisit();
    expect(after?.startPage).toBe('drivers');
    // North's scope is all,se,north: the stores view's `all` goes down to it; Sweden starts at its default drill.
    expect(after?.views).toEqual([
      { extName: 'sweden', title: 'Sweden', startPath: 'all,se,north' },
      { extName: 'stores', title: 'Stores', startPath: 'all,se,north' },
    ]);

    await setNorth({ viewAccessList: [view(0, 'stores', false), view(1, 'sweden', true)] });
    expect((await storevisit())?.views.map((v) => v.extName)).toEqual(['sweden']);
    // Root opens the survey as configured.
    const rootView = (await call('GET', 'auth/identity', root)).json<UserIdentity>().surveys?.find((s) => s.extName === 'storevisit');
    expect(rootView?.views.map((v) => v.extName)).toEqual(['stores', 'sweden']);

    await setNorth({ startPage: '', viewOrder: '', viewAccessList: [view(0, 'stores', false), view(1, 'sweden', false)] });
  });
});

describe('canHandleAlerts', () => {
  const openAlert = async () =>
    (
      await owner<{ id: number }>(
        `insert into alert (universe_id, survey_id, interview_id, state, created_at)
         select i.universe_id, i.survey_id, i.id, 1, '2026-11-02T10:00:00Z' from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
          where s.ext_name = 'storevisit' and u.path like 'all,se,north,%' order by i.id limit 1 returning id`,
      )
    )[0]!.id;
  const update = (id: number, token = user) => call('POST', `alert/update/storevisit/${id}`, token, { isClosed: false, newComment: 'Called the customer back.', selections: [] });

  it('without it alerts stay readable but read-only, and saving one answers 403; with it the save goes through', async () => {
    const id = await openAlert();
    await setNorth({ canHandleAlerts: false });
    const read = await call('GET', `alert/details/storevisit/${id}`, user);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ canModify: boolean }>().canModify).toBe(false);
    const list = await call('GET', 'alert/list/storevisit/all,se,north/0/50/date/none', user);
    expect(list.statusCode, list.body).not.toBe(403);
    const refused = await update(id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Your role does not let you handle alerts/);
    expect(await owner(`select 1 from alert_comment where alert_id = $1 and message = 'Called the customer back.'`, [id])).toEqual([]);

    await setNorth({ canHandleAlerts: true });
    expect((await call('GET', `alert/details/storevisit/${id}`, user)).json<{ canModify: boolean }>().canModify).toBe(true);
    const saved = await update(id);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('canViewAnon', () => {
  /** A sample in North answered by a contact whose name, e-mail and phone the test looks for, with an open alert on its interview. */
  async function answeredSample() {
    const [sample] = await owner<{ id: number; interview: number }>(
      `update sample set contact = '{"name":"Greta Garbo","email":"greta@example.com","phone":"+46701234567"}'
        where id = (select min(s.id) from sample s join unit u on u.id = s.unit_id join survey v on v.id = s.survey_id
                     where v.ext_name = 'storevisit' and u.path like 'all,se,north,%' and s.interview_id is not null)
        returning id, interview_id as interview`,
    );
    const [alert] = await owner<{ id: number }>(
      `insert into alert (universe_id, survey_id, interview_id, state, created_at) select universe_id, survey_id, id, 1, '2026-11-02T10:00:00Z' from interview where id = $1 returning id`,
      [sample!.interview],
    );
    return { interview: sample!.interview, alert: alert!.id, sample: sample!.id };
  }
  const views = (ids: { interview: number; alert: number; sample: number }) =>
    Promise.all([
      call('POST', 'sample/list/storevisit/default/all,se,north/0/100/eventdate/true/none', user, []),
      call('GET', `sample/details/storevisit/${ids.sample}`, user),
      call('GET', `interview/storevisit/${ids.interview}`, user),
      call('GET', `alert/details/storevisit/${ids.alert}`, user),
    ]);

  it('without it the sample list, sample page, interview and alert answer without names and contact data, and say so', async () => {
    const ids = await answeredSample();
    await setNorth({ canViewSamples: true, canViewAnon: false, canHandleAlerts: true });
    const [list, details, interview, alert] = await views(ids);
    for (const res of [list, details, interview, alert]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/Greta|greta@example\.com|46701234567/);
    }
    expect(list.json<{ contactHidden?: boolean }>().contactHidden).toBe(true);
    expect(details.json<{ contactHidden?: boolean }>().contactHidden).toBe(true);
    expect(interview.json<{ contactHidden?: boolean }>().contactHidden).toBe(true);
    expect(alert.json<{ contact: { status: string } }>().contact.status).toBe('withheld');
    // Sorting by a hidden column would give the names away by their order.
    const sorted = await call('POST', 'sample/list/storevisit/default/all,se,north/0/100/name/true/none', user, []);
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json<{ message: string }>().message).toMatch(/hidden/);

    await setNorth({ canViewAnon: true });
    const shown = await views(ids);
    for (const res of shown) expect(res.body).toMatch(/Greta Garbo/);
    expect(shown[0].json<{ contactHidden?: boolean }>().contactHidden).toBe(false);
    expect(shown[1].json<{ contactHidden?: boolean }>().contactHidden).toBe(false);
  });

  it('without it the sample report cannot be searched by contact data, whose hits would give the contact away', async () => {
    await answeredSample();
    await setNorth({ canViewSamples: true, canViewAnon: false });
    const search = (token: string) => call('POST', 'reports/sampletablereport/storevisit/default/all,se,north?filterterm=greta', token, []);
    const refused = await search(user);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/search.*contact data/);
    // Without a term the report is still there for the role.
    expect((await call('POST', 'reports/sampletablereport/storevisit/default/all,se,north', user, [])).statusCode).toBe(200);

    await setNorth({ canViewAnon: true });
    expect((await search(user)).statusCode).toBe(200);
  });
});

describe('canseealldata and the unit scope', () => {
  const ranking = (path: string) => call('GET', `newranking/list/storevisit/default/${path}/none`, user);

  it('with it the role sees the whole hierarchy whatever its unit list; without it only its units, and an empty list is none', async () => {
    await setNorth({}, { canseealldata: false, unitScope: ['all,se,north'] });
    expect((await ranking('all,se,north')).statusCode).toBe(200);
    const outside = await ranking('all,no');
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ message: string }>().message).toMatch(/does not give access to "all,no"/);

    await setNorth({}, { canseealldata: true, unitScope: ['all,se,north'] });
    expect((await ranking('all,no')).statusCode).toBe(200);
    expect((await ranking('all')).statusCode).toBe(200);

    await setNorth({}, { canseealldata: false, unitScope: [] });
    expect((await ranking('all,se,north')).statusCode).toBe(403);
    await setNorth({}, { canseealldata: false, unitScope: ['all,se,north'] });
  });

  it('an administrator acting as the user never sees more than the user', async () => {
    await setNorth({}, { canseealldata: false, unitScope: ['all,se,north'] });
    const actingAs = await signInToken(app, { username: 'admin', password: 'sightline-admin', actAsUser: 'user', actAsUniverse: 'demo' });
    expect((await call('GET', 'newranking/list/storevisit/default/all,no/none', actingAs)).statusCode).toBe(403);
    expect((await call('GET', 'newranking/list/storevisit/default/all,se,north/none', actingAs)).statusCode).toBe(200);
  });
});

describe('the sample edit and state rights', () => {
  const NONE = { canEditOpenPeriods: false, canEditClosedPeriods: false, canChangeStateOpenPeriods: false, canChangeStateClosedPeriods: false, canCancelSamples: false, canPostponeSamples: false };
  /** A new sample in North with its event in the open period (this month, FIXED test date 2026-11-22) or a closed one. */
  let made = 0;
  async function newSample(eventDate: string): Promise<number> {
    made += 1;
    const [row] = await owner<{ id: number }>(
      `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact)
       select universe_id, survey_id, unit_id, 1, $1, $3 from sample where id = $2 returning id`,
      [eventDate, sampleId, { name: 'Per Persson', email: `per.${made}@example.com` }],
    );
    return row!.id;
  }
  type Flags = { canEditState: boolean; canChangeState?: boolean; canCancelSamples: boolean; canPostpone: boolean };
  const flags = async (id: number) => {
    const res = await call('GET', `sample/details/storevisit/${id}`, user);
    expect(res.statusCode, res.body).toBe(200);
    const { canEditState, canChangeState, canCancelSamples, canPostpone } = res.json<Flags>();
    return { canEditState, canChangeState, canCancelSamples, canPostpone };
  };
  const act = (id: number, action: string, answers: object = {}) => call('POST', `sample/details/storevisit/${id}`, user, { action, answers });

  it('without any of them the sample page is read-only and every change answers 403', async () => {
    const open = await newSample('2026-11-05');
    await setNorth({ canViewSamples: true, ...NONE });
    expect(await flags(open)).toEqual({ canEditState: false, canChangeState: false, canCancelSamples: false, canPostpone: false });
    for (const action of ['update', 'approve', 'cancel']) {
      const res = await act(open, action);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Your role does not let you/);
    }
    expect(await owner(`select state from sample where id = $1`, [open])).toEqual([{ state: 1 }]);
  });

  it("the sample editor dialog follows the same rights: its buttons are the role's, and a save beyond them answers 403", async () => {
    const open = await newSample('2026-11-05');
    const email = `per.${made}@example.com`;
    const editor = async () => {
      const res = await call('GET', `sampleeditor/storevisit/default/${open}`, user);
      expect(res.statusCode, res.body).toBe(200);
      const { componentsData } = res.json<{ componentsData: { componentDef: { type: string; toState?: number } }[] }>();
      return componentsData.map((c) => c.componentDef).filter((d) => d.type === 'updateButton' || d.type === 'stateButton').map((d) => d.toState ?? d.type);
    };
    const save = (body: object) => call('POST', `sampleeditor/storevisit/default/${open}`, user, { answers: { name: 'Per Persson', email, eventDate: '2026-11-05' }, ...body });
    await setNorth({ canViewSamples: true, ...NONE });
    expect(await editor()).toEqual([]);
    for (const body of [{ stateChange: false }, { stateChange: true, toState: 2 }, { stateChange: true, toState: 4 }]) {
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Your role does not let you/);
    }
    // Editing and changing the state, but neither cancelling nor postponing: approve and Update only.
    await setNorth({ canViewSamples: true, ...NONE, canEditOpenPeriods: true, canChangeStateOpenPeriods: true });
    expect(await editor()).toEqual([2, 'updateButton']);
    expect((await save({ stateChange: true, toState: 4 })).statusCode).toBe(403);
    await setNorth({ canViewSamples: true, ...NONE, canEditOpenPeriods: true, canChangeStateOpenPeriods: true, canCancelSamples: true, canPostponeSamples: true });
    expect(await editor()).toEqual([2, 3, 4, 'updateButton']);
    const cancelled = await save({ stateChange: true, toState: 4 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await owner(`select state from sample where id = $1`, [open])).toEqual([{ state: 4 }]);
  });

  it('open-period rights hold for this month’s samples only; closed-period rights for earlier months', async () => {
    const open = await newSample('2026-11-05');
    const closed = await newSample('2026-09-10');
    await setNorth({ canViewSamples: true, ...NONE, canEditOpenPeriods: true, canChangeStateOpenPeriods: true });
    expect(await flags(open)).toEqual({ canEditState: true, canChangeState: true, canCancelSamples: false, canPostpone: false });
    expect(await flags(closed)).toEqual({ canEditState: false, canChangeState: false, canCancelSamples: false, canPostpone: false });
    expect((await act(closed, 'approve')).statusCode).toBe(403);
    expect((await act(open, 'cancel')).statusCode).toBe(403);
    const approved = await act(open, 'approve', { name: 'Per Persson', email: `per.${made - 1}@example.com`, eventDate: '2026-11-05' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ state: number }>().state).toBe(2);

    await setNorth({ ...NONE, canChangeStateClosedPeriods: true, canCancelSamples: true, canPostponeSamples: true });
    expect(await flags(closed)).toEqual({ canEditState: false, canChangeState: true, canCancelSamples: true, canPostpone: true });
    // Changing the state without editing: the fields stay read-only, the cancel goes through.
    expect((await act(closed, 'update')).statusCode).toBe(403);
    const cancelled = await act(closed, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ state: number }>().state).toBe(4);
  });
});
