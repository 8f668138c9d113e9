import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { clearStalePostmaster, startEmbeddedPostgres, type EmbeddedCluster } from '../../server/db/embedded';
import { prepareDatabase } from '../../server/db/prepare';
import { seedDemo } from '../../server/demo/index';
import { TEMPLATE_DB } from './constants';
import { useTestPasswordHashing } from './test-passwords';
import { TEST_DATE } from './test-date';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL cluster (database `postgres`). */
    pgAdminUrl: string;
  }
}

let cluster: EmbeddedCluster | null = null;

/** A run killed half-way leaves its cluster running: stop those whose test process is gone, and drop their data. */
async function removeAbandonedClusters(): Promise<void> {
  const entries = await fs.readdir(path.resolve('.tmp')).catch(() => [] as string[]);
  for (const entry of entries) {
    const m = /^test-pg-(\d+)-/.exec(entry);
    if (!m) continue;
    const pid = Number(m[1]);
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) continue;
    const dir = path.resolve('.tmp', entry);
    await clearStalePostmaster(path.join(dir, 'pg'), () => {});
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Starts the run's cluster and builds the template every test database is cloned from. */
export default async function setup(project: TestProject) {
  await removeAbandonedClusters();
  // One directory per run, so runs in parallel (several terminals, several projects) never share a cluster.
  const dataDir = path.resolve('.tmp', `test-pg-${process.pid}-${project.name}`);
  cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  try {
    const admin = new pg.Client(cluster.adminUrl());
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = cluster.adminUrl(TEMPLATE_DB);
    await prepareDatabase(templateUrl);
    const seeder = new pg.Client(templateUrl);
    await seeder.connect();
    await seedDemo(seeder, { interviews: 400, today: TEST_DATE });
    await useTestPasswordHashing(seeder);
    await seeder.end();
  } catch (err) {
    // Without this the run would hang on a cluster nobody stops.
    await cluster.stop();
    throw err;
  }
  project.provide('pgAdminUrl', cluster.adminUrl());

  return async () => {
    await cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
