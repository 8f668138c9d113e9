/**
 * Opens the database the way `npm start` would (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR), migrated
 * and ready, for the command-line tools (`npm run demo`, `npm run bench`), which run without the HTTP server.
 */
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../db/embedded';
import { prepareDatabase } from '../db/prepare';

export interface OpenDatabase {
  adminUrl: string;
  appUrl: string;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; database?: string }): Promise<OpenDatabase> {
  let cluster: EmbeddedCluster | null = null;
  let adminUrl = opts.databaseUrl;
  if (!adminUrl) {
    cluster = await startEmbeddedPostgres({ dataDir: opts.dataDir });
    const name = opts.database ?? 'sightline';
    const admin = new pg.Client(cluster.adminUrl());
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await admin.end();
    }
    adminUrl = cluster.adminUrl(name);
  }
  try {
    const { appUrl } = await prepareDatabase(adminUrl);
    return { adminUrl, appUrl, close: async () => void (await cluster?.stop()) };
  } catch (err) {
    await cluster?.stop();
    throw err;
  }
}

/**
 * Removes the demo universes and the demo's people, so a new seed can take their place. Row-by-row cascades over
 * millions of rows take many minutes, so: everything at once when the database holds only demo data, else bulk
 * deletes table by table with the foreign-key triggers off (a superuser may), else plain cascades.
 */
export async function removeDemoData(client: pg.ClientBase, universes: string[], usernames: string[]): Promise<void> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from universe where not (name = any($1))`, [universes]);
  const { rows: people } = await client.query<{ n: number }>(`select count(*)::int as n from app_user where not (username = any($1))`, [usernames]);
  if (rows[0]!.n === 0 && people[0]!.n === 0) {
    await client.query(`truncate universe, app_user cascade`);
    return;
  }
  const ids = (await client.query<{ id: number }>(`select id from universe where name = any($1)`, [universes])).rows.map((r) => r.id);
  const replica = await client.query(`set local session_replication_role = replica`).then(
    () => true,
    () => false,
  );
  if (replica) {
    const { rows: tables } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'universe_id' and table_name <> 'universe'`,
    );
    for (const t of tables) await client.query(`delete from "${t.table_name}" where universe_id = any($1)`, [ids]);
    await client.query(`set local session_replication_role = origin`);
  }
  await client.query(`delete from universe where id = any($1)`, [ids]);
  await client.query(`delete from app_user where username = any($1)`, [usernames]);
}
