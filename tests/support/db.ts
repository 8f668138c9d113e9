import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseLimits } from '../../server/config';
import { createToday } from '../../server/clock';
import { createDb, type Db } from '../../server/db/pool';
import { prepareDatabase } from '../../server/db/prepare';
import { TEMPLATE_DB } from './constants';
import { TEST_DATE } from './test-date';

export interface TestDatabase {
  name: string;
  /** Owner (superuser) URL: for arranging data the way an operator would. */
  adminUrl: string;
  /** The app role's URL: row-level security applies. */
  appUrl: string;
  db: Db;
  drop(): Promise<void>;
}

/** The pool sizes of a test database. */
export const TEST_POOLS = { poolSize: 4, reservedPoolSize: 2 };

function clusterUrl(database: string): string {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(clusterUrl('postgres'));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database: a copy of the migrated, seeded template, or empty with `{ empty: true }`. Its pools are small
 * (test files run side by side on one cluster) unless `limits` says otherwise.
 */
export async function createTestDatabase(opts: { empty?: boolean; limits?: Partial<DatabaseLimits> } = {}): Promise<TestDatabase> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(opts.empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DB}`));
  const adminUrl = clusterUrl(name);
  if (opts.empty) return { name, adminUrl, appUrl: '', db: null as unknown as Db, drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
  const { appUrl } = await prepareDatabase(adminUrl);
  const db = createDb(appUrl, { ...TEST_POOLS, ...opts.limits }, createToday(TEST_DATE));
  return {
    name,
    adminUrl,
    appUrl,
    db,
    async drop() {
      await db.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Runs `fn` with a superuser connection to the test database. */
export async function asOwner<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
