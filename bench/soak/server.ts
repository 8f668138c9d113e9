/**
 * The soak test's server: `server/main.ts` as its own process, as `npm start` runs it, with the embedded
 * PostgreSQL in a fresh data directory that is removed again however the run ends. Also reads the process's
 * memory and PostgreSQL's client backends from /proc, which costs the server nothing, and its V8 heap from the
 * `--trace-gc` lines it prints (the heap size after each collection; after a full one, that is the live heap).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';

export interface GcEvent {
  /** A full collection (mark-compact) rather than a young-generation one (scavenge). */
  full: boolean;
  /** Heap in use after the collection, MB. */
  afterMB: number;
}

export interface SoakServer {
  /** http://127.0.0.1:<port>: the only address the soak test sends requests to. */
  base: string;
  pid: number;
  dataDir: string;
  /** The server's last lines of output (it logs warnings and errors only). */
  outputTail(): string;
  /** SIGTERM, wait for the process (SIGKILL after a grace period), stop a PostgreSQL it left behind, remove the data. */
  stop(): Promise<void>;
}

const TAIL_BYTES = 64 * 1024;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The postmaster's pid from its lock file, while that process still runs. */
function postmasterPid(dataDir: string): number | null {
  const first = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), { encoding: 'utf8', flag: 'r' }).split('\n')[0];
  const pid = Number(first);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

function safePostmasterPid(dataDir: string): number | null {
  try {
    return postmasterPid(dataDir);
  } catch {
    return null;
  }
}

/** `[pid:0x…]  1234 ms: Mark-Compact 45.1 (60.2) -> 40.3 (61.0) MB, …` (the format of Node 20 to 24). */
const GC_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor Mark-Sweep)\b[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/;

export async function startSoakServer(opts: {
  repoRoot: string;
  interviews: number;
  log: (m: string) => void;
  startTimeoutMs: number;
  onGc: (event: GcEvent) => void;
  /** Called as soon as the process runs, before it is healthy: an interruption during start-up must stop it too. */
  onSpawn: (server: SoakServer) => void;
}): Promise<SoakServer> {
  const dataDir = path.join(opts.repoRoot, '.tmp', `soak-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group: a Ctrl-C in the terminal reaches the soak script only, which then stops the
  // server in order (requests drained, then PostgreSQL) instead of both racing to shut down.
  const child: ChildProcess = spawn(process.execPath, ['--trace-gc', '--import', 'tsx', 'server/main.ts'], {
    cwd: opts.repoRoot,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'auto',
      DEMO_INTERVIEWS: String(opts.interviews),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let partial = '';
  const gcCounts = new Map<string, number>();
  child.stdout!.on('data', (d: Buffer) => {
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const gc = GC_LINE.exec(line);
      if (!gc) {
        tail = (tail + line + '\n').slice(-TAIL_BYTES);
        continue;
      }
      // Other isolates (tsx's loader thread) print theirs too: the main thread is the one that collects most.
      const isolate = gc[1]!;
      gcCounts.set(isolate, (gcCounts.get(isolate) ?? 0) + 1);
      if (gcCounts.get(isolate)! >= Math.max(...gcCounts.values())) opts.onGc({ full: gc[2] === 'Mark-Compact' || gc[2] === 'Mark-Sweep', afterMB: Number(gc[3]) });
    }
  });
  child.stderr!.on('data', (d: Buffer) => {
    tail = (tail + d.toString()).slice(-TAIL_BYTES);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopping: Promise<void> | null = null;
  const server: SoakServer = {
    base,
    pid: child.pid!,
    dataDir,
    outputTail: () => tail,
    stop: () =>
      (stopping ??= (async () => {
        // Read before the server stops it: a postmaster still running after the server exited is an orphan.
        let pgPid = safePostmasterPid(dataDir);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const graceful = await Promise.race([exited.then(() => true), sleep(60_000).then(() => false)]);
          if (!graceful) {
            opts.log('The server did not stop within 60 s of SIGTERM; killing it.');
            child.kill('SIGKILL');
            await exited;
          }
        }
        // Stopped during start-up, PostgreSQL may have come up meanwhile (and the server had no handler yet to stop it).
        pgPid ??= safePostmasterPid(dataDir);
        if (pgPid !== null && alive(pgPid)) {
          opts.log(`Stopping the PostgreSQL the server left running (pid ${pgPid}).`);
          process.kill(pgPid, 'SIGINT');
          for (let i = 0; i < 100 && alive(pgPid); i++) await sleep(100);
          if (alive(pgPid)) process.kill(pgPid, 'SIGKILL');
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      })()),
  };

  opts.onSpawn(server);
  const deadline = Date.now() + opts.startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop();
      throw new Error(`The server exited during start-up:\n${tail}`);
    }
    const ok = await fetch(`${base}/rest/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server was not healthy within ${opts.startTimeoutMs / 1000} s:\n${tail}`);
    }
    await sleep(500);
  }
}

/** Resident set size of a process in MB (VmRSS), or null once it has gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** PostgreSQL's client backends (children of the postmaster serving a TCP connection), or null if unknown. */
export function pgBackends(dataDir: string): number | null {
  const pm = safePostmasterPid(dataDir);
  if (pm === null) return null;
  let n = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== pm) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('127.0.0.1(')) n++;
    } catch {
      // The process ended while we looked.
    }
  }
  return n;
}
