import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded';
import { createToday } from './clock';
import { createDb } from './db/pool';
import { connectWithRetry, prepareDatabase } from './db/prepare';
import { seedDemo } from './demo/index';
import { loadIdpKeys } from './idp/keys';
import { registerMaintenance } from './jobs/maintenance';
import { registerActionJobs } from './actions/evaluate';
import { startJobQueue } from './jobs/queue';
import { registerTextJobs } from './text/store';
import { registerReportJobs } from './reports/service';
import { registerLetterJobs } from './letters/render';

export const APP_DATABASE = 'sightline';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Embedded PostgreSQL's superuser URL, or DATABASE_URL. */
  adminUrl: string;
  stop(): Promise<void>;
}

export type DemoSeeder = (client: pg.ClientBase) => Promise<void>;

async function ensureDatabase(cluster: EmbeddedCluster, name: string): Promise<void> {
  const client = new pg.Client(cluster.adminUrl());
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Seeds only an empty database, so real data is never touched. */
async function seedIfEmpty(adminUrl: string, seeder: DemoSeeder, log: (m: string) => void): Promise<boolean> {
  const client = await connectWithRetry(adminUrl, log);
  try {
    // The same advisory lock idea as migrations: one process seeds, the others wait and see data.
    await client.query('select pg_advisory_lock(741852964)');
    const { rowCount } = await client.query('select 1 from universe limit 1');
    if (rowCount) return false;
    await seeder(client);
    return true;
  } finally {
    await client.query('select pg_advisory_unlock(741852964)').catch(() => {});
    await client.end();
  }
}

/**
 * Everything `npm start` does after the SPA build: PostgreSQL (embedded unless DATABASE_URL is set),
 * migrations, first-start demo data, identity keys, and the HTTP server.
 */
export async function boot(config: ServerConfig, opts: { seeder?: DemoSeeder; log?: (m: string) => void } = {}): Promise<RunningServer> {
  const log = opts.log ?? ((m: string) => console.log(m));
  let cluster: EmbeddedCluster | null = null;
  let adminUrl = config.databaseUrl;
  if (!adminUrl) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const pgLog = fs.createWriteStream(path.join(config.dataDir, 'postgres.log'), { flags: 'a' });
    log(`Starting the embedded PostgreSQL (data in ${config.dataDir})…`);
    cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (line) => pgLog.write(`${line}\n`), notice: log });
    await ensureDatabase(cluster, APP_DATABASE);
    adminUrl = cluster.adminUrl(APP_DATABASE);
  }
  const stopCluster = async () => {
    await cluster?.stop().catch(() => {});
  };

  try {
    const prepared = await prepareDatabase(adminUrl, log);
    if (config.demoData && (await seedIfEmpty(adminUrl, opts.seeder ?? ((c) => seedDemo(c, { interviews: config.demoInterviews, today: config.fixedToday })), log))) {
      log('Seeded the demo data.');
    }
    const idpKeys = config.identity.mode === 'embedded' ? await loadIdpKeys(adminUrl) : null;
    const db = createDb(prepared.appUrl, config.database, createToday(config.fixedToday));
    const jobs = await startJobQueue(adminUrl, { log });
    await registerMaintenance(jobs, db, log);
    // The letters task joins its PDFs with poppler's pdfunite, beside pdftoppm.
    await registerReportJobs(jobs, db, log, { pdfunitePath: path.join(path.dirname(config.letters.pdftoppmPath), 'pdfunite') });
    await registerActionJobs(jobs, db, log);
    await registerLetterJobs(jobs, config.letters, log);
    await registerTextJobs(jobs, db, log);
    const app = await buildApp(config, { db, idpKeys, jobs });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (err) {
      await app.close();
      await jobs.stop(1000);
      await db.close();
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(`Port ${config.port} is already in use. Stop the other program or set PORT to a free port.`);
      }
      throw err;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | null = null;
    return {
      app,
      url: `http://localhost:${port}`,
      adminUrl,
      stop: () =>
        (stopping ??= (async () => {
          // Stop taking requests, let running jobs finish (drain), then close the database.
          await app.close();
          await jobs.stop();
          await db.close();
          await stopCluster();
        })()),
    };
  } catch (err) {
    await stopCluster();
    throw err;
  }
}
