/**
 * The embedded SMS sink (issue 17 item 3): with no outside SMS provider, every SMS the app sends (a template's test
 * SMS, a sample's resent invitation) is stored per universe and listed in the dev mailbox for the universe's
 * administrators, with time, recipient, sender, parts and text; another universe never sees it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { Mailbox } from '../../schemas/api/mailbox.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let kaisa: string;

const login = (payload: Record<string, string>) => signInToken(app, payload);
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const testSms = (token: string, phoneNumber: string, contents: string) =>
  app.inject({ method: 'POST', url: '/rest/vuejs/sms/template/testsms/storevisit', headers: { authorization: token }, payload: { phoneNumber, contents } });
async function mailbox(token: string): Promise<Mailbox> {
  const res = await app.inject({ method: 'GET', url: '/rest/dev/mailbox', headers: { authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Mailbox>();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, DEV_MAILBOX: 'on' });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await login({ username: 'admin', password: 'sightline-admin' });
  kaisa = await login({ username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the embedded SMS sink', () => {
  it("stores a template's test SMS in the universe, with its sender and parts", async () => {
    const res = await testSms(admin, ' +46 70 111 22 33 ', 'Hej {{contact.name}}! <b>Välkommen</b> ' + '€'.repeat(80));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await owner<Record<string, unknown>>(
      `select m.recipient, m.sender, m.text, m.parts, u.name as universe from sms_message m join universe u on u.id = m.universe_id order by m.id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ recipient: '+46 70 111 22 33', sender: 'Sightline', parts: 2, universe: 'demo' });
    expect(rows[0]!.text).toContain('Hej Alex Example! <b>Välkommen</b>');
  });

  it('lists it in the dev mailbox of the universe, newest first, and not in another universe', async () => {
    expect((await testSms(admin, '+46 70 444 55 66', 'Second message')).statusCode).toBe(200);
    const box = await mailbox(admin);
    expect(box.sms.map((s) => s.to)).toEqual(['+46 70 444 55 66', '+46 70 111 22 33']);
    expect(box.sms[0]).toMatchObject({ sender: 'Sightline', text: 'Second message', parts: 1 });
    expect(Date.parse(box.sms[0]!.createdAt)).not.toBeNaN();
    expect((await mailbox(kaisa)).sms).toEqual([]);
  });

  it('holds the rows of each universe apart (row-level security)', async () => {
    const ids = Object.fromEntries((await owner<{ id: number; name: string }>(`select id, name from universe`)).map((u) => [u.name, u.id])) as Record<'demo' | 'b2b', number>;
    const count = (universeId: number) => database.db.withTenant({ universeId }, async (c) => (await c.query(`select count(*)::int as n from sms_message`)).rows[0].n);
    expect(await count(ids.demo)).toBeGreaterThanOrEqual(2);
    expect(await count(ids.b2b)).toBe(0);
    const intoOther = database.db.withTenant({ universeId: ids.b2b }, (c) =>
      c.query(`insert into sms_message (universe_id, recipient, sender, text, parts) values ($1, '1', 'x', 'x', 1)`, [ids.demo]),
    );
    await expect(intoOther).rejects.toThrow(/row-level security/);
  });
});

describe('with an outside SMS provider configured (SMS_PROVIDER_URL)', () => {
  let provider: http.Server;
  let withProvider: FastifyInstance;
  const received: { authorization?: string; body: Record<string, unknown> }[] = [];
  let refuse = false;

  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
        if (refuse) res.writeHead(422, { 'content-type': 'application/json' }).end('{"code":"0x0216","message":"Invalid msisdn: 46700"}');
        else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ids":[77]}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/rest/mtsms`;
    const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 'tok-sms' });
    withProvider = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  });

  afterAll(async () => {
    await withProvider?.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const send = (phoneNumber: string) =>
    withProvider.inject({ method: 'POST', url: '/rest/vuejs/sms/template/testsms/storevisit', headers: { authorization: admin }, payload: { phoneNumber, contents: 'Hej {{contact.name}}' } });

  it('sends the test SMS to the provider, and stores nothing in the sink', async () => {
    const before = (await owner<{ n: number }>(`select count(*)::int as n from sms_message`))[0]!.n;
    const res = await send('+46 70 111 22 33');
    expect(res.statusCode, res.body).toBe(200);
    expect(received.at(-1)).toEqual({ authorization: 'Token tok-sms', body: { sender: 'Sightline', message: 'Hej Alex Example', recipients: [{ msisdn: 46701112233 }] } });
    expect(await owner(`select count(*)::int as n from sms_message`)).toEqual([{ n: before }]);
  });

  it("answers the provider's refusal with its reason (503), not a crash", async () => {
    refuse = true;
    const res = await send('+46 700');
    refuse = false;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ error: 'sms_refused', message: 'The SMS provider refused the message (422): Invalid msisdn: 46700' });
  });
});

