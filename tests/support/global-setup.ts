import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { clearStalePostmaster, startEmbeddedPostgres, type EmbeddedCluster } from '../../server/db/embedded';
import { prepareDatabase } from '../../server/db/prepare';
import { seedDemoData } from '../../server/demo/seed';
import { TEMPLATE_DB } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL cluster (database `postgres`). */
    pgAdminUrl: string;
  }
}

let cluster: EmbeddedCluster | null = null;

/** Starts the run's cluster and builds the template every test database is cloned from. */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.tmp', `test-pg-${project.name}`);
  // A run killed half-way leaves its cluster running: stop it before the directory goes.
  await clearStalePostmaster(path.join(dataDir, 'pg'), () => {});
  await fs.rm(dataDir, { recursive: true, force: true });
  cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  const admin = new pg.Client(cluster.adminUrl());
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = cluster.adminUrl(TEMPLATE_DB);
  await prepareDatabase(templateUrl);
  const seeder = new pg.Client(templateUrl);
  await seeder.connect();
  await seedDemoData(seeder);
  await seeder.end();
  project.provide('pgAdminUrl', cluster.adminUrl());

  return async () => {
    await cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
