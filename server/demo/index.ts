import type pg from 'pg';
import { seedDemoData } from './seed';
import { seedAuthDemo } from './auth-demo';
import { seedInterviewComments } from './interview-comments';

export interface DemoOptions {
  seed?: number;
  /** Interviews to generate over all surveys; tests use a small number, `npm start` 200,000. */
  interviews?: number;
  /** Units of the store-visit hierarchy (default about 400; the benchmark asks for 500). */
  storeUnits?: number;
  /** Put every interview in the store-visit survey (the benchmark). */
  onlyStoreVisit?: boolean;
  /** The day the two years of interviews end (ISO date); defaults to today (UTC). */
  today?: string;
  log?: (message: string) => void;
}

export const DEFAULT_DEMO_INTERVIEWS = 200_000;

/**
 * Everything the demo universe needs, in order. Each part adds its own data; `npm start` runs this on
 * an empty database and the tests clone a database seeded by it.
 */
export async function seedDemo(client: pg.ClientBase, opts: DemoOptions = {}): Promise<void> {
  await seedDemoData(client, { ...opts, seed: opts.seed ?? 42, interviews: opts.interviews ?? DEFAULT_DEMO_INTERVIEWS });
  await seedAuthDemo(client);
  await seedInterviewComments(client, opts.seed ?? 42, opts.today);
}
