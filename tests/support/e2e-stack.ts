import { buildSpaIfStale } from '../../scripts/spa-build';
import { launchBrowser } from './browser';
import { createTestDatabase, type TestDatabase } from './db';
import { startServerProcess, type ServerProcess } from './server-process';
import { TEST_DATE } from './test-date';

export interface E2eStack {
  database: TestDatabase;
  server: ServerProcess;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  close(): Promise<void>;
}

/**
 * What every end-to-end file needs: the built SPA, its own database, the real server as a process
 * and headless Chromium, all on the tests' today. `emptyDatabase` lets the server migrate and seed it,
 * as a first `npm start` does; otherwise the seeded template is cloned.
 */
export async function startE2eStack(opts: { emptyDatabase?: boolean } = {}): Promise<E2eStack> {
  buildSpaIfStale(() => {});
  const database = await createTestDatabase({ empty: opts.emptyDatabase });
  // The dev mailbox is on as in npm start's embedded set-up: the sample test reads a resent invitation there.
  const server = await startServerProcess({ DATABASE_URL: database.adminUrl, DEV_MAILBOX: 'on' });
  const browser = await launchBrowser({ today: TEST_DATE });
  return {
    database,
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      await database.drop();
    },
  };
}
