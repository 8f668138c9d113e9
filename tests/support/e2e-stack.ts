import { inject } from 'vitest';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { createToday } from '../../server/clock';
import { createDb } from '../../server/db/pool';
import { launchBrowser } from './browser';
import { createTestDatabase, TEST_POOLS, type TestDatabase } from './db';
import type { BrokeredStack } from './e2e-broker';
import { startServerProcess, type ServerProcess } from './server-process';
import { TEST_DATE } from './test-date';

/** The file's server. `output()` and `child` are only known for a server the file started itself (`emptyDatabase`). */
export type E2eServer = ServerProcess;

export interface E2eStack {
  database: TestDatabase;
  server: E2eServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  close(): Promise<void>;
}

/** A browser context of the caller's own on the run's Chromium (tests/support/e2e-browser.ts). */
export function openBrowser(opts: { today?: string } = {}): ReturnType<typeof launchBrowser> {
  return launchBrowser({ ...opts, wsEndpoint: inject('e2eBrowserWsEndpoint') });
}

async function brokerCall<T>(call: string): Promise<T> {
  const res = await fetch(`${inject('e2eBrokerUrl')}${call}`, { method: 'POST' });
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`e2e broker ${call}: ${body.error ?? res.status}`);
  return body;
}

/**
 * The file's own seeded database and server, started for it in advance by the e2e broker (tests/support/e2e-broker.ts)
 * while the previous file ran. Nobody else uses them, and they are stopped and dropped when the file closes its stack.
 */
async function brokeredServer(): Promise<{ database: TestDatabase; server: E2eServer }> {
  const stack = await brokerCall<BrokeredStack>('/acquire');
  const db = createDb(stack.database.appUrl, TEST_POOLS, createToday(TEST_DATE));
  let released: Promise<unknown> | null = null;
  const release = () => (released ??= brokerCall(`/release?id=${stack.id}`));
  return {
    database: {
      ...stack.database,
      db,
      async drop() {
        await db.close();
        await release();
      },
    },
    server: {
      url: stack.url,
      output() {
        throw new Error('The server log is kept by the e2e broker: start the stack with { emptyDatabase: true } to own the server process.');
      },
      async stop() {
        await release();
        return 0;
      },
    },
  };
}

/** A server process of the file's own, on a database of its own; `empty` lets it migrate and seed as a first `npm start` does. */
async function ownServer(empty: boolean): Promise<{ database: TestDatabase; server: E2eServer }> {
  const database = await createTestDatabase({ empty });
  // The dev mailbox is on as in npm start's embedded set-up: the sample test reads a resent invitation there.
  // Migrating and seeding come first here, perhaps beside the broker's next boot: as long as the set-up hook allows.
  const server = await startServerProcess({ DATABASE_URL: database.adminUrl, DEV_MAILBOX: 'on' }, { healthyWithinMs: 170_000 });
  return { database, server };
}

/**
 * What every end-to-end file needs: the built SPA, its own database, the real server as a process
 * and a browser context of its own on the run's headless Chromium, all on the tests' today. `emptyDatabase` lets the server migrate and seed it,
 * as a first `npm start` does, in a process the file starts and may stop and read the log of; otherwise the
 * seeded template is cloned and its server comes ready from the broker. The browser connects meanwhile.
 */
export async function startE2eStack(opts: { emptyDatabase?: boolean } = {}): Promise<E2eStack> {
  buildSpaIfStale(() => {});
  const [served, browser] = await Promise.allSettled([opts.emptyDatabase ? ownServer(true) : brokeredServer(), openBrowser({ today: TEST_DATE })]);
  if (served.status === 'rejected' || browser.status === 'rejected') {
    if (served.status === 'fulfilled') await served.value.server.stop().then(() => served.value.database.drop());
    if (browser.status === 'fulfilled') await browser.value.close();
    throw served.status === 'rejected' ? served.reason : (browser as PromiseRejectedResult).reason;
  }
  const { database, server } = served.value;
  return {
    database,
    server,
    browser: browser.value,
    async close() {
      await browser.value.close();
      await server.stop();
      await database.drop();
    },
  };
}
