import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../server/db/prepare';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { TEMPLATE_DB } from './constants';
import { startServerProcess, type ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where an e2e file asks for its server (tests/support/e2e-stack.ts). */
    e2eBrokerUrl: string;
  }
}

/** What a file gets: its own database, cloned from the seeded template, and its own server process on it. */
export interface BrokeredStack {
  id: string;
  url: string;
  database: { name: string; adminUrl: string; appUrl: string };
}

interface Running extends BrokeredStack {
  server: ServerProcess;
}

/**
 * The e2e project's server broker. Starting the real server (`node --import tsx server/main.ts`) is most of an e2e
 * file's set-up, and e2e files run one after another; so while one file runs its tests, the next file's database and
 * server are already being started here. Every file still gets a fresh database and a server process nobody else
 * used: only the waiting is overlapped. Files ask over HTTP because set-up runs in the main process, tests in workers.
 */
export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  // Once for the run (the servers serve dist/); startE2eStack checks again, for a file run while sources change.
  buildSpaIfStale(() => {});
  const clusterUrl = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = async (sql: string) => {
    const client = new pg.Client(clusterUrl('postgres'));
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  /** Every stack started, handed out or not, so the teardown stops them all. */
  const started = new Set<Promise<Running>>();
  const released = new Set<string>();

  async function dispose(name: string, server?: ServerProcess) {
    await server?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  }

  function startStack(): Promise<Running> {
    const p = (async () => {
      const name = `t_${crypto.randomBytes(6).toString('hex')}`;
      await admin(`create database ${name} template ${TEMPLATE_DB}`);
      const dbAdminUrl = clusterUrl(name);
      try {
        const { appUrl } = await prepareDatabase(dbAdminUrl);
        // The dev mailbox is on as in npm start's embedded set-up: the sample test reads a resent invitation there.
        // It boots while the previous file's tests run, so it may take longer than alone; the e2e hook timeout is 180 s.
        const server = await startServerProcess({ DATABASE_URL: dbAdminUrl, DEV_MAILBOX: 'on' }, { healthyWithinMs: 170_000 });
        return { id: name, url: server.url, database: { name, adminUrl: dbAdminUrl, appUrl }, server };
      } catch (err) {
        await dispose(name).catch(() => {});
        throw err;
      }
    })();
    started.add(p);
    // A failed start in advance is reported to the file that asks for it, not as an unhandled rejection.
    p.catch(() => {});
    return p;
  }

  // The run's e2e files, and how many have started (tests/support/e2e-file-started.ts): once every file has a stack or
  // is about to get one, none is booted in advance. (Without the count, one always is.)
  const runFiles = project.vitest.state.getPaths().filter((file) => project.matchesTestGlob(file)).length;
  let filesStarted = 0;
  // As many stacks wait ready as files run at once (the e2e project's maxWorkers), so no file waits for a boot.
  const ahead = Math.max(1, Number(project.config.maxWorkers) || 1);
  const handedOut = new Map<string, Running>();
  const waiting: Promise<Running>[] = [];
  // Boots run one after another, so two boots never compete for the CPU.
  let lastBoot: Promise<unknown> = Promise.resolve();
  const bootNext = () => {
    const p = lastBoot.then(startStack, startStack);
    lastBoot = p.catch(() => {});
    return p;
  };
  const topUp = () => {
    while (waiting.length < ahead && (runFiles === 0 || filesStarted + waiting.length < runFiles)) waiting.push(bootNext());
  };
  topUp();

  async function acquire(): Promise<BrokeredStack> {
    const mine = waiting.shift() ?? bootNext();
    topUp();
    const stack = await mine;
    handedOut.set(stack.id, stack);
    return { id: stack.id, url: stack.url, database: stack.database };
  }

  async function release(stack: Running | undefined) {
    if (!stack || released.has(stack.id)) return;
    released.add(stack.id);
    await dispose(stack.id, stack.server);
  }

  const broker = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://broker');
    const work =
      req.method !== 'POST'
        ? null
        : url.pathname === '/acquire'
          ? acquire()
          : url.pathname === '/release'
            ? release(handedOut.get(url.searchParams.get('id') ?? ''))
            : url.pathname === '/file-started'
              ? Promise.resolve(void filesStarted++)
              : null;
    if (!work) return reply(404, { error: 'unknown broker call' });
    work.then(
      (body) => reply(200, body ?? {}),
      (err: unknown) => reply(500, { error: err instanceof Error ? err.message : String(err) }),
    );
  });
  // Set-up can take minutes under load; Node's default request timeout would cut an acquire short.
  broker.requestTimeout = 0;
  broker.headersTimeout = 0;
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('e2eBrokerUrl', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);

  return async () => {
    broker.close();
    // The stack started for a file that never came, and any a failed file left: stopped before the cluster stops.
    const all = await Promise.allSettled([...started]);
    await Promise.allSettled(all.map((r) => (r.status === 'fulfilled' ? release(r.value) : null)));
  };
}
