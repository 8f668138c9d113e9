/**
 * The sample detail calls against the seeded demo database: details, validate, the actions with their state
 * transitions and state log, resending the invitation through the real SMTP path, root-only delete, and the walls
 * (unit scope, other universe, bad input).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { insertSample } from '../support/samples';

let t: TestApp;
let root: string;
let admin: string;
let user: string;
let otherUniverse: string;
let northUnit: number;
let surveyId: number;
let universeId: number;
const ids: Record<string, number> = {};

const CONTACT = { name: 'Anna Andersson', email: 'anna.andersson@example.com' };

async function newSample(key: string, state: number, contact: Record<string, string>, unitId = northUnit) {
  ids[key] = await insertSample(t.database.adminUrl, { universeId, surveyId, unitId }, state, contact);
}

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const s = (await c.query(`select id, universe_id from survey where ext_name = 'storevisit'`)).rows[0];
    surveyId = s.id;
    universeId = s.universe_id;
    // A leaf inside the north role's scope and one outside it.
    northUnit = (await c.query(`select id from unit where survey_id = $1 and path like 'all,se,north,%' and not exists (select 1 from unit k where k.parent_id = unit.id) order by id limit 1`, [surveyId])).rows[0].id;
    const outside = (await c.query(`select id from unit where survey_id = $1 and path like 'all,no,%' and not exists (select 1 from unit k where k.parent_id = unit.id) order by id limit 1`, [surveyId])).rows[0].id;
    ids.outsideUnit = outside;
  });
  await newSample('fresh', 1, CONTACT);
  await newSample('other', 1, { name: 'Bo Berg', email: 'bo.berg@example.com' });
  await newSample('lifecycle', 1, { name: 'Cecilia Carlsson', email: 'cecilia@example.com' });
  await newSample('completed', 0, { name: 'Dan Dahl', email: 'dan@example.com' });
  await newSample('outside', 1, { name: 'Ola Nordmann', email: 'ola@example.com' }, ids.outsideUnit);
  await newSample('doomed', 1, { name: 'Erik Ek', email: 'erik@example.com' });
  root = await t.login('root', 'sightline-root');
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
  const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'sightline-multi', universe: 'b2b' } });
  otherUniverse = res.json<{ authToken: string }>().authToken;
});
afterAll(async () => {
  await t?.close();
});

const details = (id: number, token = admin, survey = 'storevisit') => t.app.inject({ url: `/rest/vuejs/sample/details/${survey}/${id}`, headers: { authorization: token } });
const act = (id: number, action: string, answers: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/details/storevisit/${id}`, headers: { authorization: token }, payload: { action, answers } });
const validate = async (id: number, action: string, answers: Record<string, unknown>, token = admin) => {
  const res = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/validate/storevisit/${id}/${action}`, headers: { authorization: token }, payload: { answers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ questionIdToMessages: Record<string, string[]> }>().questionIdToMessages;
};

const good = { name: 'Anna Andersson', email: 'anna.andersson@example.com', phone: null, language: 'sv', eventDate: '2026-11-01', topics: ['purchase'], followUpDate: null, subState: null, evalPeriod: null };

describe('GET details', () => {
  it('answers the sample from its row and the survey configuration', async () => {
    const res = await details(ids.fresh!);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      sampleId: ids.fresh,
      state: 1,
      canEditState: true,
      canCancelSamples: true,
      canPostpone: true,
      hasSampleExtendedState: true,
      showApproveButtonInState2: false,
      showApproveButtonInState3: true,
      canResendEmail: true,
      canResendSMS: true,
      isResendDisabled: false,
      canDelete: false,
      emailQuestionId: 'email',
      smsQuestionId: 'phone',
      interviewId: null,
    });
    expect(s.stateQuestion).toMatchObject({ questionId: 'state', value: '1', disabled: true });
    expect(s.stateQuestion.choices.map((c: { title: string }) => c.title)).toEqual(['Completed', 'New', 'Approved', 'Unapproved', 'Cancelled']);
    expect(s.evalPeriodQuestion.choices.map((c: { extname: string }) => c.extname)).toEqual(['next-month', 'next-quarter', 'next-year']);
    expect(s.subStateQuestion.choices).toHaveLength(3);
    expect(s.groups.map((g: { title: string }) => g.title)).toEqual(['Contact', 'Visit', 'Cancellation']);
    expect(s.groups[2].cancelledComment).toBe(true);
    expect(s.groups[0].fields).toEqual([
      { questionId: 'name', type: 'text', title: 'Name', value: 'Anna Andersson' },
      { questionId: 'email', type: 'Email', title: 'E-mail', value: 'anna.andersson@example.com' },
      { questionId: 'phone', type: 'text', title: 'Mobile phone', value: null, optional: true },
      expect.objectContaining({ questionId: 'language', type: 'SingleChoice', value: null, optional: true }),
    ]);
    expect(s.groups[1].fields[0]).toEqual({ questionId: 'eventDate', type: 'EventDate', title: 'Visit date', value: '2026-11-01' });
    expect(s.groups[1].fields[1]).toMatchObject({ questionId: 'topics', type: 'MultiChoice2', values: [] });
    expect(s.tableGroups).toEqual([{ title: 'State history', columns: expect.any(Array), rows: [] }]);
  });

  it('tells root that it may delete', async () => {
    expect((await details(ids.fresh!, root)).json().canDelete).toBe(true);
  });

  it('shows a completed sample read-only, without resend', async () => {
    const s = (await details(ids.completed!)).json();
    expect(s).toMatchObject({ state: 0, canEditState: false, isResendDisabled: true });
    expect(s.groups[0].fields.every((f: { disabled?: boolean }) => f.disabled)).toBe(true);
  });
});

describe('validate', () => {
  it('answers no messages for a valid form', async () => {
    expect(await validate(ids.fresh!, 'approve', good)).toEqual({});
  });

  it('reports mandatory fields, e-mail format, dates and unknown choices by questionId', async () => {
    const messages = await validate(ids.fresh!, 'approve', { ...good, name: '  ', email: 'anna@', eventDate: '2026-02-30', language: 'xx', topics: ['purchase', 'nope'] });
    expect(messages).toEqual({
      name: ['VALIDATE_ERROR_MANDATORY'],
      email: ['VALIDATE_ERROR_EMAIL'],
      eventDate: ['VALIDATE_ERROR_DATE'],
      language: ['VALIDATE_ERROR_CHOICE'],
      topics: ['VALIDATE_ERROR_CHOICE'],
    });
  });

  it('needs an evaluation period to unapprove', async () => {
    expect(await validate(ids.fresh!, 'unapprove', good)).toEqual({ evalPeriod: ['VALIDATE_ERROR_MANDATORY'] });
    expect(await validate(ids.fresh!, 'unapprove', { ...good, evalPeriod: 'next-month' })).toEqual({});
  });

  it('knows what only the database knows: another open sample of the unit has the e-mail address', async () => {
    expect(await validate(ids.fresh!, 'approve', { ...good, email: 'BO.BERG@example.com' })).toEqual({ email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] });
  });

  it('needs a phone number to resend by SMS, and checks it', async () => {
    expect(await validate(ids.fresh!, 'resendSms', good)).toEqual({ phone: ['VALIDATE_ERROR_MANDATORY'] });
    expect(await validate(ids.fresh!, 'resendSms', { ...good, phone: 'call me' })).toEqual({ phone: ['VALIDATE_ERROR_PHONE'] });
    expect(await validate(ids.fresh!, 'resendSms', { ...good, phone: '+46 70 123 45 67' })).toEqual({});
  });

  it('does not check the fields of a cancel', async () => {
    expect(await validate(ids.fresh!, 'cancel', { ...good, email: 'broken' })).toEqual({});
  });

  it('refuses unknown actions, unknown questions and actions the state does not allow', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/validate/storevisit/${ids.fresh}/explode`, headers: { authorization: admin }, payload: { answers: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unknown_action');
    const unknown = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/validate/storevisit/${ids.fresh}/approve`, headers: { authorization: admin }, payload: { answers: { shoeSize: '42' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unknown_question', message: expect.stringContaining('shoeSize') });
    const completed = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/validate/storevisit/${ids.completed}/approve`, headers: { authorization: admin }, payload: { answers: {} } });
    expect(completed.statusCode).toBe(409);
  });
});

describe('POST details: the state transitions', () => {
  const id = () => ids.lifecycle!;
  const base = { ...good, name: 'Cecilia Carlsson', email: 'cecilia@example.com' };

  it('refuses to approve an invalid form and changes nothing', async () => {
    const res = await act(id(), 'approve', { ...base, email: 'cecilia@' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: expect.stringContaining('email: VALIDATE_ERROR_EMAIL') });
    expect((await details(id())).json().state).toBe(1);
  });

  it('approves a new sample (to 2), saves the fields and logs who did it', async () => {
    const res = await act(id(), 'approve', { ...base, phone: '+46 70 111 22 33', topics: ['purchase', 'advice'] });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.state).toBe(2);
    expect(s.groups[0].fields[2].value).toBe('+46 70 111 22 33');
    expect(s.groups[1].fields[1].values).toEqual(['purchase', 'advice']);
    expect(s.tableGroups[0].rows).toEqual([{ cells: [expect.stringMatching(/^\d\d\/\d\d-\d{4} \d\d:\d\d$/), 'Adam Admin', 'Approve', 'New', 'Approved', 'Mobile phone, Language, Topics of the visit'] }]);
    // The change is in the database, not only in the answer.
    const again = (await details(id())).json();
    expect(again.state).toBe(2);
    expect(again.groups[0].fields[3].value).toBe('sv');
  });

  it('does not approve an approved sample again (not configured for state 2)', async () => {
    const res = await act(id(), 'approve', base);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('action_not_allowed');
  });

  it('unapproves (to 3) with an evaluation period, kept as the extended state', async () => {
    expect((await act(id(), 'unapprove', { ...base, phone: '+46 70 111 22 33' })).statusCode).toBe(400);
    const res = await act(id(), 'unapprove', { ...base, phone: '+46 70 111 22 33', evalPeriod: 'next-quarter', subState: 'callback' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.state).toBe(3);
    expect(s.evalPeriodQuestion.value).toBe('next-quarter');
    expect(s.subStateQuestion.value).toBe('callback');
    expect((await act(id(), 'unapprove', { ...base, evalPeriod: 'next-year' })).statusCode).toBe(409);
  });

  it('approves an unapproved sample (configured for state 3) and clears the evaluation period', async () => {
    const res = await act(id(), 'approve', { ...base, phone: '+46 70 111 22 33', evalPeriod: 'next-quarter', subState: 'callback' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 2, evalPeriodQuestion: { value: null }, subStateQuestion: { value: 'callback' } });
  });

  it('updates fields without changing the state', async () => {
    const res = await act(id(), 'update', { ...base, phone: '+46 70 111 22 33', subState: 'callback', followUpDate: '2026-12-24' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe(2);
    expect(res.json().groups[1].fields[2].value).toBe('2026-12-24');
  });

  it('cancels (to 4) as the record is, then neither cancels again nor resends', async () => {
    const res = await act(id(), 'cancel', { ...base, email: 'not an address' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ state: 4, isResendDisabled: true });
    expect(s.groups[0].fields[1].value).toBe('cecilia@example.com');
    expect((await act(id(), 'cancel', {})).statusCode).toBe(409);
    expect((await act(id(), 'resendEmail', {})).statusCode).toBe(409);
    // Newest first: cancel, update, approve, unapprove, approve.
    expect(s.tableGroups[0].rows.map((r: { cells: string[] }) => r.cells[2])).toEqual(['Cancel', 'Update', 'Approve', 'Unapprove', 'Approve']);
    expect(s.tableGroups[0].rows.map((r: { cells: string[] }) => r.cells[4])).toEqual(['Cancelled', 'Approved', 'Approved', 'Unapproved', 'Approved']);
  });

  it('never edits a completed sample', async () => {
    expect((await act(ids.completed!, 'update', { name: 'X' })).statusCode).toBe(409);
  });
});

describe('resend', () => {
  it('sends the invitation again as a real e-mail through SMTP (the dev mailbox receives it)', async () => {
    const res = await act(ids.fresh!, 'resendEmail', { ...good, language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe(1);
    const mail = await asOwner(t.database.adminUrl, (c) => c.query(`select rcpt_to, subject, text_body, universe_id, secret from mail_message order by id desc limit 1`));
    // A mail of the universe, so its administrators see it in the dev mailbox.
    expect(mail.rows[0]).toMatchObject({ universe_id: universeId, secret: false });
    expect(mail.rows[0].rcpt_to).toEqual(['anna.andersson@example.com']);
    expect(mail.rows[0].subject).toBe('Store visit: we would like to hear from you');
    expect(mail.rows[0].text_body).toContain('Hello Anna Andersson');
  });

  it('resends by SMS through the SMS provider interface (the embedded sink here, which stores it) and logs it', async () => {
    const res = await act(ids.fresh!, 'resendSms', { ...good, phone: '+46 70 999 88 77' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tableGroups[0].rows[0].cells[2]).toBe('Resend SMS');
    const sms = await asOwner(t.database.adminUrl, (c) => c.query(`select universe_id, recipient, sender, text, parts from sms_message order by id desc limit 1`));
    expect(sms.rows[0]).toMatchObject({ universe_id: universeId, recipient: '+46 70 999 88 77', sender: 'Sightline', parts: 1 });
    expect(sms.rows[0].text).toContain('Tack för ditt besök hos Karl T.');
  });
});

describe('the walls', () => {
  it('lets a user see samples in the role scope and refuses others (403)', async () => {
    expect((await details(ids.fresh!, user)).statusCode).toBe(200);
    const res = await details(ids.outside!, user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('outside_scope');
    expect((await act(ids.outside!, 'cancel', {}, user)).statusCode).toBe(403);
    expect((await details(ids.outside!, admin)).statusCode).toBe(200);
  });

  it('refuses a session of another universe: the survey and the sample are not there', async () => {
    expect((await details(ids.fresh!, otherUniverse)).statusCode).toBe(404);
    const res = await details(ids.fresh!, otherUniverse, 'relationship');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('unknown_sample');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: `/rest/vuejs/sample/details/storevisit/${ids.fresh}` })).statusCode).toBe(401);
  });

  it('answers bad input with readable 400s and unknown samples with 404', async () => {
    const bad = await t.app.inject({ url: '/rest/vuejs/sample/details/storevisit/abc', headers: { authorization: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_request');
    const noAction = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/details/storevisit/${ids.fresh}`, headers: { authorization: admin }, payload: { answers: {} } });
    expect(noAction.statusCode).toBe(400);
    const wrongAction = await act(ids.fresh!, 'explode', {});
    expect(wrongAction.statusCode).toBe(400);
    expect((await details(999_999_999)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  const del = (id: number, token: string) => t.app.inject({ url: `/rest/vuejs/sample/delete/storevisit/${id}`, headers: { authorization: token } });

  it('is for root only', async () => {
    const res = await del(ids.doomed!, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('root_only');
    expect((await details(ids.doomed!)).statusCode).toBe(200);
  });

  it('deletes the sample for root, after which it is gone', async () => {
    const res = await del(ids.doomed!, root);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sampleId: ids.doomed, deleted: true });
    expect((await details(ids.doomed!)).statusCode).toBe(404);
    expect((await del(ids.doomed!, root)).statusCode).toBe(404);
  });
});
