/**
 * `npm run test:dates`: runs the server and end-to-end tests with the tests' today (SIGHTLINE_TEST_DATE, see
 * tests/support/test-date.ts) moved by 1, 7, 31 and 366 days and prints one pass/fail line per day and project, so
 * a test that only passes on some days fails here first. Each run's whole output goes to .tmp/test-dates/.
 *
 *   npm run test:dates -- [--shifts 1,7,31,366] [--projects server,e2e] [test files…]
 *
 * A negative shift (`--shifts=-366`, with the `=`) puts the tests' today in the past, as the fixed default is for
 * every later real day: it catches what compares seeded rows with the real clock.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { addDays } from '../core/dates';
import { DEFAULT_TEST_DATE } from '../tests/support/test-date';

const PROJECTS = ['server', 'e2e'] as const;
type Project = (typeof PROJECTS)[number];

export interface DatesPlan {
  shifts: number[];
  projects: Project[];
  files: string[];
}

/** The command line as a plan; throws a readable message for a bad value. */
export function planFrom(argv: string[]): DatesPlan {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { shifts: { type: 'string', default: '1,7,31,366' }, projects: { type: 'string', default: PROJECTS.join(',') } },
  });
  const shifts = values.shifts.split(',').map((s) => {
    const n = Number(s.trim());
    if (s.trim() === '' || !Number.isInteger(n) || Math.abs(n) > 36_500) throw new Error(`--shifts takes whole numbers of days, comma-separated (not "${s}")`);
    return n;
  });
  const projects = values.projects.split(',').map((p) => {
    const name = p.trim();
    if (!(PROJECTS as readonly string[]).includes(name)) throw new Error(`--projects takes ${PROJECTS.join(' and/or ')} (not "${p}")`);
    return name as Project;
  });
  return { shifts, projects, files: positionals };
}

/** The counts from the summary reporter's last line (tests/support/summary-reporter.ts). */
export function countsOf(output: string): { passed: number; failed: number; skipped: number } | null {
  const all = [...output.matchAll(/Tests: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)];
  const m = all.at(-1);
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : null;
}

function run(plan: DatesPlan): boolean {
  const base = process.env.SIGHTLINE_TEST_DATE || DEFAULT_TEST_DATE;
  const logDir = path.resolve('.tmp', 'test-dates');
  fs.mkdirSync(logDir, { recursive: true });
  console.log(`Tests' today ${base}, moved by ${plan.shifts.map((s) => `${s >= 0 ? '+' : ''}${s}`).join(', ')} days; projects ${plan.projects.join(', ')}.`);
  let ok = true;
  for (const shift of plan.shifts) {
    const date = addDays(base, shift);
    for (const project of plan.projects) {
      const log = path.join(logDir, `${date}-${project}.log`);
      const started = Date.now();
      const result = spawnSync(path.resolve('node_modules', '.bin', 'vitest'), ['run', '--project', project, '--passWithNoTests', ...plan.files], {
        env: { ...process.env, SIGHTLINE_TEST_DATE: date },
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      fs.writeFileSync(log, output);
      const counts = countsOf(output);
      const passed = result.status === 0 && counts !== null && counts.failed === 0;
      ok &&= passed;
      const figures = counts ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : 'no summary';
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${passed ? 'PASS' : 'FAIL'}  ${`${shift >= 0 ? '+' : ''}${shift}`.padStart(5)} days  ${date}  ${project.padEnd(6)}  ${figures} (${seconds} s)${passed ? '' : `  see ${path.relative(process.cwd(), log)}`}`);
    }
  }
  return ok;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let plan: DatesPlan;
  try {
    plan = planFrom(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  process.exit(run(plan) ? 0 : 1);
}
