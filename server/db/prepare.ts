import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migration and role setup when several server processes start on one database. */
const PREPARE_LOCK = 741_852_963;

export interface PreparedDatabase {
  /** URL of the app's own role: not superuser, not BYPASSRLS, so row-level security applies. */
  appUrl: string;
  appRole: string;
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { code?: string };
  return e.code ? `${e.code}: ${e.message}` : String(e.message ?? err);
}

/** Connects with backoff, so a database that is still starting is waited for and one that is down is reported. */
export async function connectWithRetry(url: string, log: (m: string) => void, attempts = 6): Promise<pg.Client> {
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      const where = new URL(url);
      const msg = `PostgreSQL at ${where.hostname}:${where.port || 5432} is not reachable (${describe(err)})`;
      if (attempt >= attempts) throw new Error(`${msg}; gave up after ${attempts} attempts`);
      log(`${msg}; retrying in ${delay} ms`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 8000);
    }
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Runs the migrations as the owner given in `adminUrl`, then makes sure the app role exists with a
 * password shared through `server_secret`, and has exactly the table rights it needs.
 */
export async function prepareDatabase(adminUrl: string, log: (m: string) => void = () => {}): Promise<PreparedDatabase> {
  const client = await connectWithRetry(adminUrl, log);
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });

    const { rows: dbRows } = await client.query<{ db: string }>('select current_database() as db');
    // One role per database, so several Sightline databases can share a cluster without sharing a password.
    const appRole = `${dbRows[0]!.db}_app`.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 63);
    const existing = await client.query<{ value: string }>(`select value from server_secret where name = 'app_role_password'`);
    let password = existing.rows[0]?.value;
    if (!password) {
      password = crypto.randomBytes(24).toString('base64url');
      await client.query(`insert into server_secret (name, value) values ('app_role_password', $1::jsonb)`, [JSON.stringify(password)]);
    }
    const role = quoteIdent(appRole);
    const roleExists = await client.query('select 1 from pg_roles where rolname = $1', [appRole]);
    if (roleExists.rowCount === 0) {
      await client.query(`create role ${role} login nosuperuser nobypassrls nocreatedb nocreaterole`);
    }
    // Passwords cannot be bound as parameters in DDL; this one is base64url, so a literal is safe.
    await client.query(`alter role ${role} login nosuperuser nobypassrls password '${password}'`);
    await client.query(`grant connect on database ${quoteIdent(dbRows[0]!.db)} to ${role}`);
    await client.query(`grant usage on schema public to ${role}`);
    await client.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await client.query(`grant usage, select on all sequences in schema public to ${role}`);
    await client.query(`revoke all on server_secret from ${role}`);

    const url = new URL(adminUrl);
    url.username = appRole;
    url.password = password;
    return { appUrl: url.toString(), appRole };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {});
    await client.end();
  }
}

/** Reads (or creates once) a JSON secret shared by every server process, as the owner. */
export async function sharedSecret<T>(adminUrl: string, name: string, create: () => T | Promise<T>): Promise<T> {
  const client = await connectWithRetry(adminUrl, () => {});
  try {
    const found = await client.query<{ value: T }>('select value from server_secret where name = $1', [name]);
    if (found.rows[0]) return found.rows[0].value;
    const value = await create();
    const inserted = await client.query<{ value: T }>(
      `insert into server_secret (name, value) values ($1, $2::jsonb)
       on conflict (name) do update set name = excluded.name returning value`,
      [name, JSON.stringify(value)],
    );
    return inserted.rows[0]!.value;
  } finally {
    await client.end();
  }
}
