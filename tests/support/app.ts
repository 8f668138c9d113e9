import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { loadIdpKeys, type IdpKeys } from '../../server/idp/keys';
import type { ScryptParams } from '../../server/accounts/passwords';
import { hashToken } from '../../server/accounts/sessions';
import type { SignInThrottle } from '../../server/accounts/sign-in-attempts';
import { asOwner, createTestDatabase, TEST_POOLS, type TestDatabase } from './db';
import { TEST_PASSWORD_HASHING } from './test-passwords';
import { startJobQueue } from '../../server/jobs/queue';

export const TEST_PUBLIC_URL = 'http://localhost:8080';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  idpKeys: IdpKeys;
  /** Password sign-in through the API; returns the session token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on its own seeded database, driven with inject() (no port). Passwords are hashed with
 * TEST_PASSWORD_HASHING unless `passwordHashing` says otherwise.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { passwordHashing?: ScryptParams; signInThrottle?: SignInThrottle; /** The real job queue (campaign sending), polled fast. */ jobs?: boolean } = {},
): Promise<TestApp> {
  const settings = { PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DB_POOL_SIZE: String(TEST_POOLS.poolSize), DB_RESERVED_POOL_SIZE: String(TEST_POOLS.reservedPoolSize), ...env };
  // The database's pools and timeouts follow the configuration, as in boot.ts.
  const database = await createTestDatabase({ limits: loadConfig(settings).database });
  const config = loadConfig({ ...settings, DATABASE_URL: database.adminUrl });
  const idpKeys = await loadIdpKeys(database.adminUrl);
  const jobs = opts.jobs ? await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 }) : null;
  const app = await buildApp(config, {
    db: database.db,
    jobs,
    idpKeys,
    passwordHashing: opts.passwordHashing ?? TEST_PASSWORD_HASHING,
    signInThrottle: opts.signInThrottle,
  });
  return {
    app,
    config,
    database,
    idpKeys,
    async login(username, password) {
      const res = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ authToken: string }>().authToken;
    },
    async close() {
      await app.close();
      await jobs?.stop(2000).catch(() => {});
      await database.drop();
    },
  };
}

/** A second app on the same database, published at an https address (HSTS, `Secure` cookies); the caller closes it. */
export function httpsTwin(t: TestApp): Promise<FastifyInstance> {
  const config = loadConfig({ PUBLIC_URL: 'https://sightline.example', LOG_LEVEL: 'silent', DATABASE_URL: t.database.adminUrl });
  return buildApp(config, { db: t.database.db, idpKeys: t.idpKeys });
}

/** Sets a password the way the mailed reset link does: the link's token is put in place directly, then redeemed. */
export async function resetPasswordByLink(t: TestApp, username: string, password: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  await asOwner(t.database.adminUrl, (c) =>
    c.query(`insert into password_reset (user_id, token_hash, expires_at) select id, $2, now() + interval '1 hour' from app_user where username = $1`, [
      username,
      hashToken(token),
    ]),
  );
  return t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/reset', payload: { token, password } });
}

/** Signs in with a login payload as the client sends it (act-as and universe fields included) and answers the token. */
export async function signInToken(app: FastifyInstance, payload: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload });
  if (res.statusCode !== 200) throw new Error(`login ${JSON.stringify(payload.username)}: ${res.statusCode} ${res.body}`);
  return res.json<{ authToken: string }>().authToken;
}

/** Signs in by password through the REST login call and returns the session token; fails the test on a refusal. */
export function loginToken(app: FastifyInstance, username: string, password: string, universe?: string): Promise<string> {
  return signInToken(app, { username, password, ...(universe ? { universe } : {}) });
}
