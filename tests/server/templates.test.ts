/**
 * Message templates (issue 17) against the real database and app: the demo's templates per universe and language,
 * who may read and write, the save rules and their messages (spec 3 sections 5 and 8), system templates, the
 * duplicate draft, deletes, row-level security across universes, merge tags, and a test mail sent over real SMTP.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { startMailSink, type MailSink } from '../support/mail-sink';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { MessageTemplateList } from '../../schemas/api/message-template-list.gen';
import type { TemplateTags } from '../../schemas/api/template-tags.gen';

let database: TestDatabase;
let app: FastifyInstance;
let sink: MailSink;
let admin: string;
let root: string;
let user: string;
let kaisa: string;

const login = (payload: Record<string, string>) => signInToken(app, payload);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function list(token = admin, survey = 'storevisit', query = ''): Promise<MessageTemplateList> {
  const res = await call('GET', `mails/templates/${survey}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessageTemplateList>();
}
const idOf = async (name: string, token = admin, survey = 'storevisit') => (await list(token, survey)).rows.find((r) => r.name === name)!.id;

const createMail = (body: Record<string, unknown>, token = admin, query = '') => call('POST', `mails/template/create/storevisit${query}`, token, { id: 0, ...body });

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startMailSink();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, SMTP_URL: sink.url });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await login({ username: 'admin', password: 'sightline-admin' });
  root = await login({ username: 'root', password: 'sightline-root' });
  user = await login({ username: 'user', password: 'sightline-user' });
  kaisa = await login({ username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
});

afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.drop();
});

describe('the demo templates', () => {
  it("are the universe's own, of every kind, in its languages", async () => {
    const demo = await list();
    expect(new Set(demo.rows.map((r) => r.sendingType))).toEqual(new Set(['EMAIL', 'SMS', 'LETTER']));
    expect(demo.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Standardinbjudan', 'Invitasjon butikkbesøk', 'SMS-inbjudan', 'Brev till kund']));
    const b2b = await list(kaisa, 'relationship');
    expect(b2b.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Relationship survey invitation', 'Asiakassuhdekyselyn kutsu', 'Survey reminder']));
    // Row-level security: neither universe sees the other's.
    expect(b2b.rows.map((r) => r.name)).not.toContain('Standardinbjudan');
    expect(demo.rows.map((r) => r.name)).not.toContain('Survey reminder');
  });

  it('lists one sending type when asked, and tells an administrator but not a user that they may create', async () => {
    const sms = await list(admin, 'storevisit', '?sendingType=SMS');
    expect(sms.rows.length).toBeGreaterThan(0);
    expect(sms.rows.every((r) => r.sendingType === 'SMS')).toBe(true);
    expect(sms).toMatchObject({ createEmailTemplates: true, createSMSTemplates: true, createLetterTemplates: true });
    expect(await list(user)).toMatchObject({ createEmailTemplates: false, createSMSTemplates: false, createLetterTemplates: false });
  });
});

describe('reading a template', () => {
  it('gives an e-mail template with its sanitised HTML, read-only to a user who is no administrator', async () => {
    const id = await idOf('Påminnelse butiksbesök');
    const asAdmin = (await call('GET', `mails/template/storevisit/${id}`, admin)).json<MessageTemplate>();
    expect(asAdmin).toMatchObject({ id, sendingType: 'EMAIL', locale: 'sv', fromName: 'Nordhem Living', system: false, readOnly: false });
    expect(asAdmin.code).toContain('{{contact.name}}');
    expect((await call('GET', `mails/template/storevisit/${id}`, user)).json<MessageTemplate>().readOnly).toBe(true);
  });

  it('gives a new, empty template for id 0 of the kind asked', async () => {
    const res = await call('GET', 'sms/template/storevisit/0', admin);
    expect(res.json()).toMatchObject({ id: 0, sendingType: 'SMS', name: '', smsParts: { parts: 0 } });
    expect((await call('GET', 'mails/template/storevisit/0?sendingType=LETTER', admin)).json()).toMatchObject({ id: 0, sendingType: 'LETTER' });
  });

  it("hides another universe's template (404), also from its administrator", async () => {
    const id = await idOf('Påminnelse butiksbesök');
    expect((await call('GET', `mails/template/relationship/${id}`, kaisa)).statusCode).toBe(404);
    expect((await call('GET', `mails/template/delete/relationship/${id}`, kaisa)).statusCode).toBe(404);
    expect((await owner<{ n: number }>(`select count(*)::int as n from message_template where id = $1`, [id]))[0]!.n).toBe(1);
  });

  it('offers the merge tags of the contact fields, the survey and the questions, in the caller’s language', async () => {
    const { tags } = (await call('GET', 'mails/templatetags/storevisit', user)).json<TemplateTags>();
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ group: 'contact', value: '{{contact.name}}', example: 'Alex Example' }),
        expect.objectContaining({ group: 'survey', value: '{{unit.name}}' }),
        expect.objectContaining({ group: 'answer', value: '{{answer.nps}}', name: 'Likelihood to recommend', example: '10' }),
      ]),
    );
  });

  it("offers the survey's languages", async () => {
    expect((await call('GET', 'mails/locales/storevisit', user)).json()).toEqual({ locales: ['sv', 'da', 'nb', 'fi', 'en'] });
    expect((await call('GET', 'mails/locales/relationship', kaisa)).json()).toEqual({ locales: ['fi', 'en'] });
  });
});

describe('saving a template', () => {
  it('creates an e-mail template with its HTML sanitised before it is stored', async () => {
    const res = await createMail({
      name: 'Sanitised',
      subject: 'Hej {{contact.name}}',
      code: '<p onclick="steal()">Hej {{contact.name}}</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://x.example/a.png" onerror="alert(3)">',
      labels: ['a', ' a ', 'b'],
      locale: 'sv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MessageTemplate>();
    expect(saved).toMatchObject({ sendingType: 'EMAIL', name: 'Sanitised', labels: ['a', 'b'], system: false, readOnly: false });
    const [stored] = await owner<{ html: string }>(`select html from message_template where id = $1`, [saved.id]);
    expect(stored!.html).toContain('Hej {{contact.name}}');
    expect(stored!.html).toContain('https://x.example/a.png');
    expect(stored!.html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('names each refused field with the spec’s messages (400), never 500', async () => {
    const noName = await createMail({ name: '  ', fromEmail: 'no-at-sign', locale: 'xx' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: 'invalid_template', fields: { name: 'Name is required', fromEmail: 'Enter an e-mail address with an @', locale: 'Choose one of the languages offered' } });
    expect((await call('POST', 'mails/template/createletter/storevisit', admin, { id: 0, name: '' })).json().fields).toEqual({ name: 'Field is required' });
    expect((await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'Empty', contents: ' ' })).json().fields).toEqual({ contents: 'The text of the SMS is required' });
    expect((await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'Long', contents: 'a'.repeat(1531) })).json().fields).toEqual({
      contents: 'The SMS needs 11 parts; at most 10 are allowed',
    });
    expect((await call('POST', 'mails/template/create/storevisit', admin, { name: 'No id' })).statusCode).toBe(400);
    for (const bad of [{ id: 0, name: 'X', sendingType: 'FAX' }, { id: -1, name: 'X' }, { id: 0, name: 'X', labels: [{}] }, { id: 0, name: 'X', design: [1] }]) {
      const res = await createMail(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await createMail({ id: 5, name: 'X' })).statusCode).toBe(400);
  });

  it('keeps names unique per universe and sending type, with the spec’s texts', async () => {
    expect((await createMail({ name: 'Twice' })).statusCode).toBe(200);
    const again = await createMail({ name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Failed creating mail template - name already in use');
    // The same name as another kind is fine.
    const sms = await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'Twice', contents: 'Hej!' });
    expect(sms.statusCode, sms.body).toBe(200);
    expect((await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'Twice', contents: 'Hej!' })).json().message).toBe('Failed creating SMS template - name already in use');
    const other = (await createMail({ name: 'Other' })).json<MessageTemplate>();
    const rename = await call('PUT', 'mails/template/update/storevisit', admin, { ...other, name: 'Twice' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Name already in use?');
    expect((await call('POST', 'mails/template/createletter/storevisit', admin, { id: 0, name: 'Brev till kund' })).json().message).toBe('Failed creating letter template - name already in use');
    // Another universe may use the name.
    expect((await call('POST', 'mails/template/create/relationship', kaisa, { id: 0, name: 'Twice' })).statusCode).toBe(200);
  });

  it('answers in the caller’s language', async () => {
    await owner(`update app_user set locale = 'sv' where username = 'root'`);
    const sv = await login({ username: 'root', password: 'sightline-root' });
    expect((await call('POST', 'mails/template/createletter/storevisit', sv, { id: 0, name: '' })).json().fields).toEqual({ name: 'Fältet krävs' });
    await owner(`update app_user set locale = 'en' where username = 'root'`);
  });

  it('counts the parts of an SMS template', async () => {
    const res = await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'Euro', contents: '€'.repeat(81) });
    expect(res.json()).toMatchObject({ sendingType: 'SMS', smsParts: { encoding: 'GSM-7', units: 162, parts: 2 } });
  });

  it('refuses writes to a user who is no administrator', async () => {
    expect((await createMail({ name: 'By user' }, user)).statusCode).toBe(403);
    const id = await idOf('Påminnelse butiksbesök');
    expect((await call('GET', `mails/template/delete/storevisit/${id}`, user)).statusCode).toBe(403);
  });
});

describe('system templates', () => {
  it('are read-only for administrators and changeable by root, who alone sets the flag and extname', async () => {
    const id = await idOf('Standardinbjudan');
    const asAdmin = (await call('GET', `mails/template/storevisit/${id}`, admin)).json<MessageTemplate>();
    expect(asAdmin).toMatchObject({ system: true, extname: 'standard_invitation', readOnly: true });
    const change = await call('PUT', 'mails/template/update/storevisit', admin, { ...asAdmin, subject: 'Changed by admin' });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe('System templates can only be changed by root users.');
    expect((await call('GET', `mails/template/delete/storevisit/${id}`, admin)).statusCode).toBe(403);

    const asRoot = (await call('GET', `mails/template/storevisit/${id}`, root)).json<MessageTemplate>();
    expect(asRoot.readOnly).toBe(false);
    const byRoot = await call('PUT', 'mails/template/update/storevisit', root, { ...asRoot, subject: 'Changed by root' });
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    expect(byRoot.json()).toMatchObject({ subject: 'Changed by root', system: true, extname: 'standard_invitation' });

    // An administrator's system flag and extname are not taken.
    const made = (await createMail({ name: 'Wants to be system', system: true, extname: 'sneaky' })).json<MessageTemplate>();
    expect(made).toMatchObject({ system: false, extname: '' });
  });
});

describe('duplicate and delete', () => {
  it('duplicates into a draft that is not system, name and extname cleared, and saves it as new', async () => {
    const id = await idOf('Standardinbjudan');
    const draft = (await call('GET', `mails/template/duplicate/storevisit/${id}`, admin)).json<MessageTemplate>();
    const original = (await call('GET', `mails/template/storevisit/${id}`, admin)).json<MessageTemplate>();
    expect(draft).toMatchObject({ id: 0, name: '', extname: '', system: false, readOnly: false, subject: original.subject, code: original.code });
    const saved = await createMail({ ...draft, name: 'Copy of the standard' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MessageTemplate>().id).not.toBe(id);
  });

  it('deletes a template by each path, and a deleted one is gone', async () => {
    const mail = (await createMail({ name: 'To delete' })).json<MessageTemplate>();
    expect((await call('GET', `mails/template/delete/storevisit/${mail.id}`, admin)).json()).toEqual({ id: mail.id, deleted: true });
    expect((await call('GET', `mails/template/storevisit/${mail.id}`, admin)).statusCode).toBe(404);
    const sms = (await call('POST', 'sms/template/create/storevisit', admin, { id: 0, name: 'SMS to delete', contents: 'Hej' })).json<MessageTemplate>();
    expect((await call('DELETE', `sms/template/storevisit/${mail.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `sms/template/storevisit/${sms.id}`, admin)).statusCode).toBe(200);
  });
});

describe('test messages', () => {
  it('sends a test mail over SMTP with the merge tags filled from the example contact', async () => {
    const res = await createMail(
      { name: 'With test mail', subject: 'Hej {{contact.name}}', code: '<!DOCTYPE html><html><body><p>Hej {{contact.name}}, betyg {{answer.nps}}</p></body></html>' },
      admin,
      '?testmail=%20tester@example.com%20',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MessageTemplate>().testSentTo).toBe('tester@example.com');
    const mail = sink.mails.findLast((m) => m.rcptTo.includes('tester@example.com'));
    expect(mail?.subject).toBe('[Test] Hej Alex Example');
    expect(mail?.textBody).toContain('Hej Alex Example, betyg 10');
    expect(mail?.raw).toContain('text/html');
  });

  it('refuses a test address without an @ before saving anything', async () => {
    const res = await createMail({ name: 'Bad test address' }, admin, '?testmail=nobody');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ testmail: 'Enter an e-mail address with an @' });
    expect((await list()).rows.map((r) => r.name)).not.toContain('Bad test address');
  });

  it('sends a test SMS with the tags filled, and needs a number and a text', async () => {
    const res = await call('POST', 'sms/template/testsms/storevisit', admin, { phoneNumber: ' +46 70 000 00 00 ', contents: 'Hej {{contact.name}}!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: '+46 70 000 00 00', text: 'Hej Alex Example!', smsParts: { parts: 1 } });
    expect((await call('POST', 'sms/template/testsms/storevisit', admin, { phoneNumber: '', contents: '' })).json().fields).toEqual({
      phoneNumber: 'Field is required',
      contents: 'The text of the SMS is required',
    });
  });
});
