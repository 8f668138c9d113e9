import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { TEST_PUBLIC_URL } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { startMailSink, type MailSink } from '../support/mail-sink';

// The request log goes to files and log services that many people read: no secret may reach it, however the
// secret travels (query string, header, body).

let app: FastifyInstance;
let database: TestDatabase;
let mail: MailSink;
const logged: string[] = [];

beforeAll(async () => {
  mail = await startMailSink();
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'trace', DATABASE_URL: database.adminUrl, SMTP_URL: mail.url });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logged.push(chunk.toString('utf8')));
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), logStream });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await mail.close();
});

describe('the request log', () => {
  it('holds no reset token, password, session token or cookie of a whole reset flow', async () => {
    const forgot = await app.inject({ method: 'GET', url: '/rest/vuejs/auth/forgot/multi' });
    expect(forgot.statusCode).toBe(200);
    const token = mail.resetToken('multi@sightline.local');
    const password = 'log redaction secret 2026';

    // The person opens the mailed link, the web app posts the token with the new password, then signs in.
    await app.inject({ method: 'GET', url: `/new/reset?token=${encodeURIComponent(token)}` });
    const reset = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password } });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password, universe: 'demo' } });
    expect(login.statusCode).toBe(200);
    const session = login.json<{ authToken: string }>().authToken;
    const cookie = 'sightline-cookie-secret-4711';
    const identity = await app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: `Bearer ${session}`, cookie: `sid=${cookie}` } });
    expect(identity.statusCode).toBe(200);
    // A reused link fails; its failure is logged too.
    await app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password } });
    // Secrets of the sign-in protocol travel in query strings as well.
    await app.inject({ method: 'GET', url: `/idp/session/end?id_token_hint=${session}&state=xyz` });
    await app.inject({ method: 'GET', url: `/new/?code=${token.slice(0, 20)}&state=${cookie}` });

    const log = logged.join('');
    // The flow was logged (so the absence below means something), with the paths people need to follow it.
    expect(log).toContain('/rest/vuejs/auth/reset');
    expect(log).toContain('/new/reset?token=');
    for (const secret of [token, encodeURIComponent(token), token.slice(0, 20), password, session, cookie]) {
      expect(log).not.toContain(secret);
    }
  });
});
