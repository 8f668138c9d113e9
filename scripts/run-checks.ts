/**
 * The checks `npm test` runs before the tests (typecheck, lint, migrations, generated files), side by side: on the
 * 2-core CI machine tsc and ESLint each keep one core busy, so together they take about as long as the slower one
 * alone. Each check's output is kept and printed whole under its name once it ends (the failed ones last, so the
 * reason is at the bottom of the log); the exit code is 1 if any failed.
 *
 *   node --import tsx scripts/run-checks.ts typecheck lint db:check gen:check   (npm script names)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Check {
  name: string;
  command: string;
  args: string[];
}

interface Outcome {
  name: string;
  ok: boolean;
  output: string;
  summary: string;
}

function run(check: Check): Promise<Outcome> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => resolve({ name: check.name, ok: false, output, summary: `failed (${err.message}, ${seconds()})` }));
    child.on('close', (code, signal) =>
      resolve({
        name: check.name,
        ok: code === 0,
        output,
        summary: code === 0 ? `passed (${seconds()})` : `failed (${signal ? `signal ${signal}` : `exit ${code}`}, ${seconds()})`,
      }),
    );
  });
}

/** Runs every check at once and reports each one whole: passed ones first, then failed ones, in the given order. */
export async function runChecks(checks: Check[]): Promise<{ ok: boolean; report: string }> {
  const outcomes = await Promise.all(checks.map(run));
  const ordered = [...outcomes.filter((o) => o.ok), ...outcomes.filter((o) => !o.ok)];
  const report = ordered.map((o) => `── ${o.name} ${o.summary} ──\n${o.output}${o.output && !o.output.endsWith('\n') ? '\n' : ''}`).join('');
  return { ok: outcomes.every((o) => o.ok), report };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error('usage: node --import tsx scripts/run-checks.ts <npm script>…');
    process.exit(2);
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { ok, report } = await runChecks(names.map((name) => ({ name, command: npm, args: ['run', '--silent', name] })));
  process.stdout.write(report);
  if (!ok) console.error(`Failed: ${names.filter((n) => report.includes(`── ${n} failed`)).join(', ')}`);
  process.exit(ok ? 0 : 1);
}
