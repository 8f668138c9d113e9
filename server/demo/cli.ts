/**
 * `npm run demo -- --interviews N --seed S [--units U]`: replaces the demo universes in the database `npm start`
 * uses (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR) with freshly generated ones, and says how long
 * it took. Scales to millions of interviews (bulk loading, see interviews.ts).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, removeDemoData } from './database';
import { DEFAULT_DEMO_INTERVIEWS, seedDemo } from './index';
import { DEMO_USERS, DEMO_UNIVERSES, STAFF_USERNAMES } from './seed';
import { SLOW_UNIVERSE } from './auth-demo';

const { values } = parseArgs({
  options: {
    interviews: { type: 'string', default: String(DEFAULT_DEMO_INTERVIEWS) },
    seed: { type: 'string', default: '42' },
    units: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 50_000_000) {
    console.error(`--${name} must be a whole number from 0 to 50000000, not "${text}"`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log('npm run demo -- [--interviews 200000] [--seed 42] [--units 400]');
  process.exit(0);
}
const interviews = positiveInt('interviews', values.interviews)!;
const seed = positiveInt('seed', values.seed)!;
const storeUnits = positiveInt('units', values.units);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
const client = new pg.Client(db.adminUrl);
try {
  await client.connect();
  const started = Date.now();
  await client.query('begin');
  await removeDemoData(client, [...DEMO_UNIVERSES, SLOW_UNIVERSE.name], [...DEMO_USERS.map((u) => u.username), ...STAFF_USERNAMES]);
  await client.query('commit');
  console.log(`Generating the demo data: ${interviews} interviews, seed ${seed}…`);
  await seedDemo(client, { interviews, seed, storeUnits, log: (m) => console.log(m) });
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  console.error(`The demo data could not be generated: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await db.close();
}
