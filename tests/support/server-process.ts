import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../server/db/embedded';
import { TEST_DATE } from './test-date';

export interface ServerProcess {
  url: string;
  /** Absent for a server the e2e broker started (tests/support/e2e-broker.ts). */
  child?: ChildProcess;
  output(): string;
  /** SIGTERM and wait; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs the real server (`server/main.ts`) as its own process, as `npm start` would, on a free port, with the tests' today.
 * It must answer its health check within `healthyWithinMs` (90 s) of the spawn.
 */
export async function startServerProcess(env: Record<string, string>, opts: { healthyWithinMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', DEMO_INTERVIEWS: '2000', FIXED_TODAY: TEST_DATE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + (opts.healthyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    const ok = await fetch(`${url}/rest/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
