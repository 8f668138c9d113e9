import type pg from 'pg';
import { seedDemoData } from './seed';
import { seedAuthDemo } from './auth-demo';

export interface DemoOptions {
  seed?: number;
  /** Interviews to generate; tests use a small number. */
  interviews?: number;
}

/**
 * Everything the demo universe needs, in order. Each part adds its own data; `npm start` runs this on
 * an empty database and the tests clone a database seeded by it.
 */
export async function seedDemo(client: pg.ClientBase, opts: DemoOptions = {}): Promise<void> {
  await seedDemoData(client, opts.seed ?? 42, opts.interviews ?? 400);
  await seedAuthDemo(client);
}
