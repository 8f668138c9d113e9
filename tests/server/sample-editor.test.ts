/**
 * The sample editor calls against the seeded demo database (storevisit's default sample table enables the editor):
 * the editor data, a refused save that writes nothing, a valid save, a state change under the sample-state rules,
 * and the comments panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { insertSample } from '../support/samples';
import { TEST_DATE } from '../support/test-date';
import { toneRecording } from '../../server/phone/recording';

let t: TestApp;
let admin: string;
let surveyId: number;
let universeId: number;
let unitId: number;
const ids: Record<string, number> = {};

async function newSample(key: string, state: number, contact: Record<string, string>) {
  ids[key] = await insertSample(t.database.adminUrl, { universeId, surveyId, unitId }, state, contact);
}

const stored = (id: number) =>
  asOwner(
    t.database.adminUrl,
    async (c) =>
      (await c.query(`select state, contact, (select count(*)::int from sample_state_log where sample_id = $1) as logs from sample where id = $1`, [id]))
        .rows[0],
  );

beforeAll(async () => {
  // The job queue runs campaign sending (mail action, push to campaign) as the server does.
  t = await createTestApp({}, { jobs: true });
  await asOwner(t.database.adminUrl, async (c) => {
    const s = (await c.query(`select id, universe_id from survey where ext_name = 'storevisit'`)).rows[0];
    surveyId = s.id;
    universeId = s.universe_id;
    unitId = (
      await c.query(
        `select id from unit where survey_id = $1 and path like 'all,se,north,%' and not exists (select 1 from unit k where k.parent_id = unit.id) order by id limit 1`,
        [surveyId],
      )
    ).rows[0].id;
  });
  await newSample('fresh', 1, { name: 'Anna Andersson', email: 'anna.andersson@example.com' });
  await newSample('approve', 1, { name: 'Bo Berg', email: 'bo.berg@example.com' });
  await newSample('approved', 2, { name: 'Cecilia Carlsson', email: 'cecilia@example.com' });
  await newSample('comments', 1, { name: 'Dan Dahl', email: 'dan@example.com' });
  admin = await t.login('admin', 'sightline-admin');
  // A database and a job queue: more than the default minute on a loaded machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const url = (id: number, config = 'default') => `/rest/vuejs/sampleeditor/storevisit/${config}/${id}`;
const load = (id: number, config = 'default') => t.app.inject({ url: url(id, config), headers: { authorization: admin } });
const save = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: url(id), headers: { authorization: admin }, payload });
const good = {
  name: 'Anna Andersson',
  email: 'anna.andersson@example.com',
  phone: null,
  language: 'sv',
  eventDate: '2026-11-01',
  topics: [],
  followUpDate: null,
  subState: null,
  evalPeriod: null,
};
type Component = {
  componentDef: { type: string; id: string; title?: string; fromState?: number; toState?: number };
  question?: { questionId: string };
  components?: Component[];
};

describe('GET vuejs/sampleeditor/{survey}/{config}/{sampleId}', () => {
  it('answers the state, the header apart and the components by type', async () => {
    const res = await load(ids.fresh!);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ state: number; headerComponents: Component[]; componentsData: Component[] }>();
    expect(data.state).toBe(1);
    expect(data.headerComponents.map((c) => c.componentDef.type)).toEqual(['headerPanel']);
    const types = data.componentsData.map((c) => c.componentDef.type);
    expect(types).toEqual(expect.arrayContaining(['group', 'variableField', 'commentsPanel', 'tablePanel', 'updateButton', 'cancelButton', 'stateButton']));
    expect(types).not.toContain('headerPanel');
    const contact = data.componentsData.find((c) => c.componentDef.type === 'group')!;
    expect(contact.components!.map((f) => f.question!.questionId)).toEqual(['name', 'email', 'phone', 'language']);
    // A new sample may be approved, unapproved and cancelled: one button each, shown from state 1.
    const buttons = data.componentsData
      .filter((c) => c.componentDef.type === 'stateButton')
      .map((c) => [c.componentDef.fromState, c.componentDef.toState, c.componentDef.title]);
    expect(buttons).toEqual([
      [1, 2, 'Approve'],
      [1, 3, 'Unapprove'],
      [1, 4, 'Cancel'],
    ]);
  });

  it('refuses a sample table configuration that does not enable the editor, and an unknown one', async () => {
    await asOwner(t.database.adminUrl, (c) =>
      c.query(`update survey set config = jsonb_set(config, '{sampleTables,plain}', '{"id":"plain"}') where id = $1`, [surveyId]),
    );
    const plain = await load(ids.fresh!, 'plain');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/does not enable the sample editor/);
    expect((await load(ids.fresh!, 'nosuchtable')).statusCode).toBe(400);
  });

  it('a configuration that opens the editor read-only adds an Edit button before Update', async () => {
    const readOnly = (on: boolean) =>
      asOwner(t.database.adminUrl, (c) => c.query(`update survey set config = jsonb_set(config, '{sampleTables,default,sampleEditorReadOnly}', $2::jsonb) where id = $1`, [surveyId, JSON.stringify(on)]));
    const buttons = async () =>
      (await load(ids.fresh!)).json<{ componentsData: Component[] }>().componentsData.map((c) => c.componentDef.type).filter((type) => type === 'editButton' || type === 'updateButton');
    expect(await buttons()).toEqual(['updateButton']);
    await readOnly(true);
    try {
      expect(await buttons()).toEqual(['editButton', 'updateButton']);
    } finally {
      await readOnly(false);
    }
  });

  it('answers 404 for a sample the survey does not have', async () => {
    expect((await load(99_999_999)).statusCode).toBe(404);
  });
});

describe('vuejs/sample/validate for the editor', () => {
  it('answers the e-mail and mandatory messages per questionId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/rest/vuejs/sample/validate/storevisit/${ids.fresh}/update`,
      headers: { authorization: admin },
      payload: { answers: { ...good, name: ' ', email: 'anna@nowhere' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questionIdToMessages).toEqual({ name: ['VALIDATE_ERROR_MANDATORY'], email: ['VALIDATE_ERROR_EMAIL'] });
  });
});

describe('POST vuejs/sampleeditor/{survey}/{config}/{sampleId}', () => {
  it('refuses a bad e-mail with its message per questionId and writes nothing', async () => {
    const before = await stored(ids.fresh!);
    const res = await save(ids.fresh!, { answers: { ...good, email: 'anna@nowhere' }, stateChange: false, comment: 'Should not be stored' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email: VALIDATE_ERROR_EMAIL');
    expect(await stored(ids.fresh!)).toEqual(before);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.fresh}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([]);
  });

  it('saves a valid update: the sample changes, the state stays, a blank comment is not stored', async () => {
    const res = await save(ids.fresh!, { answers: { ...good, email: 'anna.new@example.com' }, stateChange: false, comment: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 1, sample: { state: 1 } });
    const row = await stored(ids.fresh!);
    expect(row.contact.email).toBe('anna.new@example.com');
    expect(row.state).toBe(1);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.fresh}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([]);
  });

  it('applies a state change by the sample-state rules, with the comment of the save', async () => {
    const res = await save(ids.approve!, {
      answers: { ...good, name: 'Bo Berg', email: 'bo.berg@example.com' },
      stateChange: true,
      toState: 2,
      comment: '  Approved after a call  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe(2);
    expect((await stored(ids.approve!)).state).toBe(2);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.approve}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([{ updated: expect.any(String), user: expect.any(String), comments: 'Approved after a call' }]);
  });

  it('refuses a state change the rules do not allow (approving an approved sample) with 409, and an unknown target state with 400', async () => {
    const again = await save(ids.approved!, { answers: {}, stateChange: true, toState: 2 });
    expect(again.statusCode).toBe(409);
    expect((await stored(ids.approved!)).state).toBe(2);
    const toNew = await save(ids.approved!, { answers: {}, stateChange: true, toState: 1 });
    expect(toNew.statusCode).toBe(400);
    expect(toNew.json().message).toMatch(/cannot be changed to state 1/);
    expect((await save(ids.approved!, { answers: {}, stateChange: true })).statusCode).toBe(400);
  });
});

describe("the survey's sample scripts on the editor's save (VALIDATE_SAMPLE, HANDLE_SAMPLE_UPDATED)", () => {
  /** Stores a script of the survey for one test; the returned function removes it with its events. */
  async function withScript(
    type: string,
    code: string,
  ): Promise<{ id: number; events: () => Promise<{ type: string; message: string }[]>; remove: () => Promise<void> }> {
    const id = await asOwner(
      t.database.adminUrl,
      async (c) =>
        (
          await c.query(`insert into script (universe_id, survey_id, type, ext_name, code) values ($1, $2, $3, $4, $5) returning id`, [
            universeId,
            surveyId,
            type,
            `test-${type}`,
            code,
          ])
        ).rows[0].id,
    );
    return {
      id,
      events: () =>
        asOwner(t.database.adminUrl, async (c) => (await c.query(`select type, message from script_event where script_id = $1 order by id`, [id])).rows),
      remove: () => asOwner(t.database.adminUrl, async (c) => void (await c.query(`delete from script where id = $1`, [id]))),
    };
  }

  it("VALIDATE_SAMPLE refuses the save with the script's message (400) and nothing is written", async () => {
    await newSample('scripted', 1, { name: 'Eva Ek', email: 'eva@example.com' });
    const script = await withScript(
      'VALIDATE_SAMPLE',
      `if (answers.email.endsWith('@example.com')) throw new Error('Use the customer\\'s own address, not example.com'); return {};`,
    );
    try {
      const before = await stored(ids.scripted!);
      const res = await save(ids.scripted!, { answers: { ...good, name: 'Eva Ek', email: 'eva.ek@example.com' }, stateChange: false, comment: 'Not stored' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain("Use the customer's own address, not example.com");
      expect(await stored(ids.scripted!)).toEqual(before);
      // Messages by questionId join the form's own; an address the script accepts saves.
      await asOwner(t.database.adminUrl, (c) =>
        c.query(`update script set code = $2 where id = $1`, [
          script.id,
          `return sample.state === 1 && !answers.phone ? { phone: ['A phone number is needed'] } : {};`,
        ]),
      );
      const byQuestion = await save(ids.scripted!, { answers: { ...good, name: 'Eva Ek', email: 'eva@shop.se' }, stateChange: false });
      expect(byQuestion.statusCode).toBe(400);
      expect(byQuestion.json().message).toContain('phone: A phone number is needed');
      const ok = await save(ids.scripted!, { answers: { ...good, name: 'Eva Ek', email: 'eva@shop.se', phone: '+46701234567' }, stateChange: false });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await stored(ids.scripted!)).contact.email).toBe('eva@shop.se');
    } finally {
      await script.remove();
    }
  });

  it('a VALIDATE_SAMPLE script that loops is stopped: the save is refused with a clear message, the server answers the next call', async () => {
    const script = await withScript('VALIDATE_SAMPLE', `for (;;) {}`);
    try {
      const before = await stored(ids.scripted!);
      const res = await save(ids.scripted!, { answers: { ...good, name: 'Eva Ek', email: 'eva.2@shop.se' }, stateChange: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/VALIDATE_SAMPLE.*TIMEOUT/);
      expect(await stored(ids.scripted!)).toEqual(before);
    } finally {
      await script.remove();
    }
    expect((await load(ids.scripted!)).statusCode).toBe(200);
  });

  it('HANDLE_SAMPLE_UPDATED runs after the save with the saved sample; its failure is an error event and the save stays', async () => {
    const logs = await withScript('HANDLE_SAMPLE_UPDATED', `log('updated ' + sample.contact.email + ' by ' + action);`);
    const fails = await withScript('HANDLE_SAMPLE_UPDATED', `throw new Error('The CRM is down');`);
    try {
      const res = await save(ids.scripted!, { answers: { ...good, name: 'Eva Ek', email: 'eva.3@shop.se', phone: '+46701234567' }, stateChange: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored(ids.scripted!)).contact.email).toBe('eva.3@shop.se');
      expect(await logs.events()).toEqual([{ type: 'INFO', message: 'updated eva.3@shop.se by update' }]);
      expect(await fails.events()).toEqual([{ type: 'ERROR', message: expect.stringContaining('The CRM is down') }]);
    } finally {
      await logs.remove();
      await fails.remove();
    }
  });
});

describe('vuejs/sampleeditor/comments/{survey}/{sampleId}', () => {
  const comments = (method: 'GET' | 'POST', payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.comments}`,
      headers: { authorization: admin },
      ...(payload ? { payload } : {}),
    });

  it('stores a comment trimmed and lists it with its author', async () => {
    const res = await comments('POST', { text: '  Customer asked for a call back  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ updated: expect.any(String), user: expect.any(String), comments: 'Customer asked for a call back' }]);
    expect(res.json()[0].user).not.toBe('');
    expect((await comments('GET')).json()).toHaveLength(1);
  });

  it('refuses a blank comment with 400 and stores nothing', async () => {
    const res = await comments('POST', { text: ' \n ' });
    expect(res.statusCode).toBe(400);
    expect((await comments('GET')).json()).toHaveLength(1);
  });
});

describe('GET vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}?address', () => {
  const resend = (id: number, channel: string, address?: string) =>
    t.app.inject({
      url: `/rest/vuejs/sampleeditor/resend/storevisit/${id}/${channel}`,
      query: address === undefined ? {} : { address },
      headers: { authorization: admin },
    });
  const lastMail = () =>
    asOwner(t.database.adminUrl, async (c) => (await c.query(`select rcpt_to, subject, universe_id from mail_message order by id desc limit 1`)).rows[0]);

  it('sends the invitation by e-mail to the address given, stores the corrected address and lands in the dev mailbox', async () => {
    await newSample('resend', 1, { name: 'Eva Ek', email: 'eva@wrong', language: 'en' });
    const res = await resend(ids.resend!, 'email', 'eva.ek@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'email', to: 'eva.ek@example.com', sample: { state: 1 } });
    expect(await lastMail()).toMatchObject({ rcpt_to: ['eva.ek@example.com'], universe_id: universeId });
    expect((await stored(ids.resend!)).contact.email).toBe('eva.ek@example.com');
  });

  it('validates first: a wrong address is a 400 naming the field, and nothing is sent', async () => {
    const before = await lastMail();
    const res = await resend(ids.resend!, 'email', 'eva@nowhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email: VALIDATE_ERROR_EMAIL');
    expect(await lastMail()).toEqual(before);
    expect((await resend(ids.resend!, 'fax', 'x')).statusCode).toBe(400);
    expect((await resend(ids.resend!, 'email')).statusCode).toBe(400);
  });

  it('sends by SMS through the SMS provider (the sink stores it)', async () => {
    const res = await resend(ids.resend!, 'sms', '+46 70 123 45 67');
    expect(res.statusCode, res.body).toBe(200);
    const sms = await asOwner(
      t.database.adminUrl,
      async (c) => (await c.query(`select recipient, universe_id from sms_message order by id desc limit 1`)).rows[0],
    );
    expect(sms).toEqual({ recipient: '+46 70 123 45 67', universe_id: universeId });
  });

  it('refuses a resend the sample state does not allow (approved samples may, cancelled may not) with 409', async () => {
    await newSample('cancelledResend', 4, { name: 'Filip Frost', email: 'filip@example.com' });
    expect((await resend(ids.cancelledResend!, 'email', 'filip@example.com')).statusCode).toBe(409);
  });
});

describe('vuejs/sampleactions/copyaction and executecopyaction', () => {
  const path = (id: number, action = 'revisit') => `/rest/vuejs/sampleactions/%s/storevisit/default/${action}/${id}`;
  const data = (id: number, action?: string) => t.app.inject({ url: path(id, action).replace('%s', 'copyaction'), headers: { authorization: admin } });
  const copy = (id: number, payload: Record<string, unknown>, action?: string) =>
    t.app.inject({ method: 'POST', url: path(id, action).replace('%s', 'executecopyaction'), headers: { authorization: admin }, payload });

  it('answers the copy action by locale, the earliest deadline and the fields the copy takes over', async () => {
    const res = await data(ids.fresh!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ extname: 'revisit', title: 'Copy for a revisit', eventdate: null, comments: '' });
    // The server's day, pinned by the tests (FIXED_TODAY).
    expect(body.earliest).toBe(TEST_DATE);
    expect(body.fields.map((f: { questionId: string }) => f.questionId)).toEqual(expect.arrayContaining(['name', 'email']));
    expect((await data(ids.fresh!, 'nosuchcopy')).statusCode).toBe(404);
  });

  it('copies with a deadline: a new sample of the same unit and contact, dated by it, with the comment', async () => {
    const deadline = TEST_DATE;
    const res = await copy(ids.comments!, { eventdate: deadline, comments: '  Revisit in spring  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { sampleId, copiedFrom } = res.json();
    expect(copiedFrom).toBe(ids.comments);
    const row = await asOwner(
      t.database.adminUrl,
      async (c) => (await c.query(`select state, to_char(event_date, 'YYYY-MM-DD') as day, contact, unit_id from sample where id = $1`, [sampleId])).rows[0],
    );
    expect(row).toEqual({ state: 1, day: deadline, contact: { name: 'Dan Dahl', email: 'dan@example.com' }, unit_id: unitId });
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${sampleId}`, headers: { authorization: admin } });
    expect(comments.json().map((c: { comments: string }) => c.comments)).toEqual(['Revisit in spring']);
  });

  it('refuses a deadline before today, a missing or malformed one with 400 and copies nothing', async () => {
    const count = async () =>
      asOwner(t.database.adminUrl, async (c) => (await c.query(`select count(*)::int as n from sample where survey_id = $1`, [surveyId])).rows[0].n);
    const before = await count();
    const past = await copy(ids.comments!, { eventdate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/has passed/);
    expect((await copy(ids.comments!, {})).statusCode).toBe(400);
    expect((await copy(ids.comments!, { eventdate: '2026-13-45' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('vuejs/sampleactions/create/{survey}/{action}', () => {
  let unitPath: string;
  beforeAll(async () => {
    unitPath = await asOwner(t.database.adminUrl, async (c) => (await c.query(`select path from unit where id = $1`, [unitId])).rows[0].path);
  });
  const url = (action = 'manual') => `/rest/vuejs/sampleactions/create/storevisit/${action}`;
  const open = (action?: string, unit = unitPath) => t.app.inject({ url: url(action), query: { unit }, headers: { authorization: admin } });
  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: url(), query: { unit: unitPath }, headers: { authorization: admin }, payload });

  it('opens the editor on a new sample with the configured fields, empty, and only Update and Cancel', async () => {
    const res = await open();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ sampleId: number; state: number; componentsData: Component[] }>();
    expect(data).toMatchObject({ sampleId: 0, state: 1 });
    const contact = data.componentsData.find((c) => c.componentDef.type === 'group')!;
    expect(contact.components!.map((f) => [f.question!.questionId, (f.question as { value?: string | null }).value ?? null])).toEqual([
      ['name', null],
      ['email', null],
      ['phone', null],
      ['language', null],
    ]);
    expect(data.componentsData.filter((c) => c.componentDef.type.endsWith('Button')).map((c) => c.componentDef.type)).toEqual(['updateButton', 'cancelButton']);
    expect((await open('nosuchaction')).statusCode).toBe(404);
    expect((await open(undefined, 'all,nowhere')).statusCode).toBe(404);
  });

  it('creates the sample on save: validated first (e-mail), then new in the unit, logged', async () => {
    const bad = await create({ answers: { name: 'Gun Grön', email: 'gun@nowhere', eventDate: TEST_DATE }, stateChange: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email: VALIDATE_ERROR_EMAIL');
    const res = await create({
      answers: { name: 'Gun Grön', email: 'gun.gron@example.com', eventDate: TEST_DATE, topics: [] },
      stateChange: false,
      comment: 'Walk-in customer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.sampleId).toBeGreaterThan(0);
    expect(data.sample.tableGroups[0].rows[0].cells[2]).toBe('Created');
    const row = await stored(data.sampleId);
    expect(row).toEqual({ state: 1, contact: { name: 'Gun Grön', email: 'gun.gron@example.com' }, logs: 1 });
  });
});

describe('GET vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename', () => {
  const panel = (id: number, tablename?: string) =>
    t.app.inject({
      url: `/rest/vuejs/sampleeditor/tablepaneldata/storevisit/${id}`,
      query: tablename === undefined ? {} : { tablename },
      headers: { authorization: admin },
    });

  it('answers the named table group of the sample (its source when unnamed): the state history, newest first', async () => {
    const res = await panel(ids.approve!, 'stateLog');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe('State history');
    expect(body.columns.map((c: { extname: string }) => c.extname)).toEqual(['date', 'user', 'action', 'from', 'to', 'changes']);
    expect(body.rows[0].cells.slice(2, 5)).toEqual(['Approve', 'New', 'Approved']);
  });

  it('names the table panel in the editor data, and refuses an unknown or missing table name', async () => {
    const data = (await load(ids.approve!)).json<{ componentsData: { componentDef: { type: string; tablename?: string } }[] }>();
    expect(data.componentsData.find((c) => c.componentDef.type === 'tablePanel')!.componentDef.tablename).toBe('stateLog');
    expect((await panel(ids.approve!, 'nosuchtable')).statusCode).toBe(404);
    expect((await panel(ids.approve!)).statusCode).toBe(400);
  });
});

describe('vuejs/sampleeditor/{survey}/{config}/{sampleId}/{x}?source: opened at a drill position and from an event source', () => {
  it('answers the editor when the sample lies under the drill path {x}, 404 when it does not, 400 for a path that is none', async () => {
    const at = (x: string) => t.app.inject({ url: `${url(ids.fresh!)}/${encodeURIComponent(x)}`, headers: { authorization: admin } });
    const res = await at('all,se');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sampleId).toBe(ids.fresh);
    expect((await at('all,se;ftime=rdays-30_0')).statusCode).toBe(200);
    const elsewhere = await at('all,dk');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toMatch(/not under all,dk/);
    expect((await at('all,,se')).statusCode).toBe(400);
  });

  it('saves through the {x} variant as through the plain call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${url(ids.fresh!)}/all`,
      headers: { authorization: admin },
      payload: { answers: { ...good, email: 'anna.x@example.com' }, stateChange: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(ids.fresh!)).contact.email).toBe('anna.x@example.com');
  });

  it("accepts ?source only when it is one of the sample table's event sources", async () => {
    await asOwner(t.database.adminUrl, (c) =>
      c.query(`update survey set config = jsonb_set(config, '{sampleTables,default,eventSources}', '["web", "store"]') where id = $1`, [surveyId]),
    );
    const from = (source: string) => t.app.inject({ url: url(ids.fresh!), query: { source }, headers: { authorization: admin } });
    expect((await from('web')).statusCode).toBe(200);
    const unknown = await from('fax');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/web, store/);
  });
});

/**
 * The mails panel, call recordings, the mail action and push to campaign: the sample's campaign tracking rows as the
 * engine writes them (status, open and click counts, dated by hand), a phone call's recording, and the engine sending
 * what the mail action and the push queue.
 */
describe('the campaigns of a sample', () => {
  const camp = {} as Record<'spring' | 'reminder' | 'call' | 'push' | 'stopped', number>;
  const track = {} as Record<'spring' | 'reminder' | 'call' | 'related', number>;
  let audio: Buffer;
  let mailTemplate: number;
  let smsTemplate: number;
  const owner = <T = Record<string, unknown>>(sql: string, values: unknown[] = []) =>
    asOwner(t.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
  const campaign = async (title: string, sendingType: string, campaignType: string, state: string) =>
    (
      await owner<{ id: number }>(
        `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, from_name, link, link_key, voice, locale)
       values ($1, $2, $3, $4, $5, $6, $7, 'cx@example.com', 'CX team', 'all', md5(random()::text), case when $5 = 'PHONE' then 'v' end, case when $5 = 'PHONE' then 'sv' end) returning id::int as id`,
        [universeId, surveyId, title, campaignType, sendingType, state, sendingType === 'EMAIL' ? mailTemplate : null],
      )
    )[0]!.id;
  const tracking = async (campaignId: number, sampleId: number, status: string, opens: number, clicks: number, at: string) =>
    (
      await owner<{ id: number }>(
        `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, open_count, click_count, updated_at) values ($1, $2, $3, 'mia@example.com', $4, $5, $6, $7) returning id::int as id`,
        [universeId, campaignId, sampleId, status, opens, clicks, at],
      )
    )[0]!.id;
  const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/rest/vuejs/${url}`, headers: { authorization: admin }, payload });
  async function until(check: () => Promise<boolean>, ms = 20_000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('timed out');
  }

  beforeAll(async () => {
    await newSample('mails', 1, { name: 'Mia Mattsson', email: 'mia@example.com' });
    await newSample('mailsRelated', 2, { name: 'Mia Mattsson', email: 'mia@example.com' });
    await newSample('noAddress', 1, { name: 'Nils Utan' });
    mailTemplate = (
      await owner<{ id: number }>(
        `insert into message_template (universe_id, sending_type, name, subject, html, from_email, from_name) values ($1, 'EMAIL', 'Follow-up mail', 'Hello {{contact.name}}', '<p>Dear {{contact.name}}</p>', 'cx@example.com', 'CX team') returning id::int as id`,
        [universeId],
      )
    )[0]!.id;
    smsTemplate = (
      await owner<{ id: number }>(`select id::int as id from message_template where sending_type = 'SMS' and universe_id = $1 limit 1`, [universeId])
    )[0]!.id;
    camp.spring = await campaign('Spring invite', 'EMAIL', 'PULL_ONCE', 'STOPPED');
    camp.reminder = await campaign('Reminder', 'EMAIL', 'PULL_ONCE', 'STOPPED');
    camp.call = await campaign('Call back', 'PHONE', 'PULL_ONCE', 'STOPPED');
    camp.push = await campaign('Hand-picked', 'EMAIL', 'PUSH', 'STARTED');
    camp.stopped = await campaign('Old push', 'EMAIL', 'PUSH', 'STOPPED');
    track.spring = await tracking(camp.spring, ids.mails!, 'SENT', 2, 1, '2026-03-01T10:00:00Z');
    track.reminder = await tracking(camp.reminder, ids.mails!, 'SENT', 0, 0, '2026-03-05T10:00:00Z');
    track.call = await tracking(camp.call, ids.mails!, 'SENT', 0, 0, '2026-03-07T10:00:00Z');
    track.related = await tracking(camp.spring, ids.mailsRelated!, 'FAILED', 0, 0, '2026-03-02T10:00:00Z');
    audio = toneRecording('Hello Mia, this is your store calling');
    await owner(`insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio) values ($1, $2, 'call-1', 4, $3)`, [
      universeId,
      track.call,
      audio,
    ]);
  });

  it('the mails panel answers the stats and rows of the sample, newest first, and ?related adds the same address', async () => {
    const res = await get(`sampleeditor/mailtrackingdata/storevisit/${ids.mails}`);
    expect(res.statusCode, res.body).toBe(200);
    // Three sent, one of them opened (and clicked): 1/3 = 33.3 %.
    expect(res.json()).toEqual({
      stats: { email: 'mia@example.com', totalSent: 3, totalOpened: 1, shareOpened: 33.3, totalClicked: 1 },
      rows: [
        { id: track.call, campaignId: camp.call, date: '2026-03-07T10:00:00.000Z', name: 'Call back', state: 'SENT', views: 0, clicks: 0, recording: true },
        {
          id: track.reminder,
          campaignId: camp.reminder,
          date: '2026-03-05T10:00:00.000Z',
          name: 'Reminder',
          state: 'SENT',
          views: 0,
          clicks: 0,
          recording: false,
        },
        {
          id: track.spring,
          campaignId: camp.spring,
          date: '2026-03-01T10:00:00.000Z',
          name: 'Spring invite',
          state: 'SENT',
          views: 2,
          clicks: 1,
          recording: false,
        },
      ],
    });
    const related = (await get(`sampleeditor/mailtrackingdata/storevisit/${ids.mails}?related=true`)).json();
    expect(related.rows.map((r: { id: number }) => r.id)).toEqual([track.call, track.reminder, track.related, track.spring]);
    expect(related.stats).toEqual({ email: 'mia@example.com', totalSent: 3, totalOpened: 1, shareOpened: 33.3, totalClicked: 1 });
    const none = (await get(`sampleeditor/mailtrackingdata/storevisit/${ids.noAddress}?related=true`)).json();
    expect(none).toEqual({ stats: { email: '', totalSent: 0, totalOpened: 0, shareOpened: 0, totalClicked: 0 }, rows: [] });
    expect((await get(`sampleeditor/mailtrackingdata/storevisit/99999999`)).statusCode).toBe(404);
  });

  it('the editor data has a mails panel, and a push button listing the open push campaigns the sample is not in', async () => {
    const data = (await load(ids.mails!)).json<{
      componentsData: { componentDef: { type: string; active?: boolean; campaigns?: { id: number; title: string }[] } }[];
    }>();
    const types = data.componentsData.map((c) => c.componentDef.type);
    expect(types).toContain('mailsPanel');
    const push = data.componentsData.find((c) => c.componentDef.type === 'pushCampaignButton')!;
    expect(push.componentDef).toMatchObject({ active: true, campaigns: [{ id: camp.push, title: 'Hand-picked' }] });
  });

  it('plays a call recording as audio/mpeg, only for a tracking row of that campaign of that survey', async () => {
    const res = await get(`mailcampaign/callrecording/storevisit/${camp.call}/${track.call}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(audio)).toBe(true);
    // Another campaign's id, a row without a recording, and an unknown survey are all unknown.
    expect((await get(`mailcampaign/callrecording/storevisit/${camp.spring}/${track.call}`)).statusCode).toBe(404);
    expect((await get(`mailcampaign/callrecording/storevisit/${camp.spring}/${track.spring}`)).statusCode).toBe(404);
    expect((await get(`mailcampaign/callrecording/nosuchsurvey/${camp.call}/${track.call}`)).statusCode).toBe(404);
    expect((await get(`mailcampaign/callrecording/storevisit/${camp.call}/${track.call}`, 'Bearer nope')).statusCode).toBe(401);
  });

  it('the mail action sends the template to the contact through a PULL_SINGLE campaign, and the engine delivers it', async () => {
    const res = await post(`sampleeditor/mailaction/storevisit/${ids.mails}`, {
      template: mailTemplate,
      mailVariable: 'email',
      campaignName: 'Follow-up',
      strictFiltering: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Follow-up', state: 'STARTED', affected: 1 });
    const [made] = await owner<{ campaign_type: string; template_id: number }>(`select campaign_type, template_id::int from campaign where id = $1`, [
      res.json().id,
    ]);
    expect(made).toEqual({ campaign_type: 'PULL_SINGLE', template_id: mailTemplate });
    await until(
      async () => (await owner(`select 1 from mail_message where rcpt_to::text like '%"mia@example.com"%' and subject = 'Hello Mia Mattsson'`)).length === 1,
    );
    await until(
      async () =>
        (await owner(`select 1 from campaign_tracking where campaign_id = $1 and sample_id = $2 and status = 'SENT'`, [res.json().id, ids.mails])).length === 1,
    );
  });

  it('strict filtering refuses a second mail to the same sample; without it the same campaign sends it again', async () => {
    const body = { template: mailTemplate, campaignName: 'Follow-up', strictFiltering: true };
    expect((await post(`sampleeditor/mailaction/storevisit/${ids.mails}`, body)).statusCode).toBe(409);
    const again = await post(`sampleeditor/mailaction/storevisit/${ids.mails}`, { ...body, strictFiltering: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(await owner(`select count(*)::int as n from campaign where title = 'Follow-up'`)).toEqual([{ n: 1 }]);
    await until(
      async () => (await owner(`select 1 from mail_message where rcpt_to::text like '%"mia@example.com"%' and subject = 'Hello Mia Mattsson'`)).length === 2,
    );
  });

  it('refuses a mail action without a usable address, with a template that is not e-mail, or without a name (400)', async () => {
    const mail = (id: number, body: object) => post(`sampleeditor/mailaction/storevisit/${id}`, { template: mailTemplate, campaignName: 'Follow-up', ...body });
    expect((await mail(ids.noAddress!, {})).statusCode).toBe(400);
    expect((await mail(ids.mails!, { mailVariable: 'name' })).statusCode).toBe(400);
    expect((await mail(ids.mails!, { template: smsTemplate })).statusCode).toBe(400);
    expect((await mail(ids.mails!, { campaignName: '  ' })).statusCode).toBe(400);
    expect((await mail(ids.mails!, { template: 99_999_999 })).statusCode).toBe(400);
  });

  it('push to campaign adds the sample to an open push campaign once, and the engine sends it', async () => {
    const res = await post(`sampleeditor/pushtocampaign/storevisit/${ids.mails}`, { campaigns: [camp.push] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ campaigns: [{ id: camp.push, title: 'Hand-picked', state: 'STARTED', affected: 1 }] });
    await until(
      async () =>
        (await owner(`select 1 from campaign_tracking where campaign_id = $1 and sample_id = $2 and status = 'SENT'`, [camp.push, ids.mails])).length === 1,
    );
    const again = await post(`sampleeditor/pushtocampaign/storevisit/${ids.mails}`, { campaigns: [camp.push] });
    expect(again.json().campaigns[0].affected).toBe(0);
    // Pushed, it is no longer offered.
    const push = (await load(ids.mails!)).json().componentsData.find((c: { componentDef: { type: string } }) => c.componentDef.type === 'pushCampaignButton');
    expect(push.componentDef).toMatchObject({ active: false, campaigns: [] });
  });

  it('push to campaign refuses a stopped campaign (409), a pull campaign (400), an unknown one (404), and writes nothing', async () => {
    const push = (campaigns: number[]) => post(`sampleeditor/pushtocampaign/storevisit/${ids.mailsRelated}`, { campaigns });
    expect((await push([camp.push, camp.stopped])).statusCode).toBe(409);
    expect((await push([camp.push, camp.spring])).statusCode).toBe(400);
    expect((await push([camp.push, 99_999_999])).statusCode).toBe(404);
    expect((await push([])).statusCode).toBe(400);
    expect(await owner(`select id from campaign_tracking where campaign_id = $1 and sample_id = $2`, [camp.push, ids.mailsRelated])).toEqual([]);
  });
});
