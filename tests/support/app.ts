import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { loadIdpKeys, type IdpKeys } from '../../server/idp/keys';
import type { ScryptParams } from '../../server/accounts/passwords';
import type { SignInThrottle } from '../../server/accounts/sign-in-attempts';
import { createTestDatabase, TEST_POOLS, type TestDatabase } from './db';
import { TEST_PASSWORD_HASHING } from './test-passwords';

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
  opts: { passwordHashing?: ScryptParams; signInThrottle?: SignInThrottle } = {},
): Promise<TestApp> {
  const settings = { PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DB_POOL_SIZE: String(TEST_POOLS.poolSize), DB_RESERVED_POOL_SIZE: String(TEST_POOLS.reservedPoolSize), ...env };
  // The database's pools and timeouts follow the configuration, as in boot.ts.
  const database = await createTestDatabase({ limits: loadConfig(settings).database });
  const config = loadConfig({ ...settings, DATABASE_URL: database.adminUrl });
  const idpKeys = await loadIdpKeys(database.adminUrl);
  const app = await buildApp(config, {
    db: database.db,
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
      await database.drop();
    },
  };
}
