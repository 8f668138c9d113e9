import type pg from 'pg';
import { hashPassword } from '../services/passwords';
import { createRandom } from './random';

/** The sign-ins the small demo seed creates; printed at start and used by the tests. */
export const DEMO_USERS = [
  { username: 'root', password: 'sightline-root', fullName: 'Rita Root', isRoot: true, role: 'admin' },
  { username: 'admin', password: 'sightline-admin', fullName: 'Adam Admin', isRoot: false, role: 'admin' },
  { username: 'user', password: 'sightline-user', fullName: 'Ulla User', isRoot: false, role: 'north' },
] as const;

const REGIONS = [
  { ext: 'north', name: 'North', stores: ['Luleå', 'Umeå', 'Sundsvall', 'Östersund'] },
  { ext: 'middle', name: 'Middle', stores: ['Stockholm City', 'Uppsala', 'Västerås', 'Örebro'] },
  { ext: 'south', name: 'South', stores: ['Malmö', 'Göteborg', 'Helsingborg', 'Lund'] },
];

const COMMENTS = {
  detractor: ['Long queue at the checkout and nobody helped me.', 'The item I came for was out of stock again.', 'Staff seemed uninterested.'],
  passive: ['Okay visit, nothing special.', 'Found what I needed but it took a while.', 'Prices are fine, the store was a bit messy.'],
  promoter: ['Friendly staff who knew the products well!', 'Quick and easy, I will be back.', 'Great selection and a clean store.'],
};

function storeExt(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

export function demoSurveyConfig() {
  return {
    views: [{ extName: 'stores', title: { en: 'Stores', sv: 'Butiker' }, startPath: 'all' }],
    pages: [
      { extname: 'start', title: { en: 'Overview', sv: 'Översikt' }, icon: 'dashboard', selectionInterval: 'months', components: [] },
    ],
    startFilter: 'ftime=rmonths-12_0',
    reports: [],
  };
}

/** True when the demo universe is already there (seeding is a first-start step). */
export async function hasDemoData(client: pg.ClientBase): Promise<boolean> {
  const { rowCount } = await client.query(`select 1 from universe where name = 'demo'`);
  return (rowCount ?? 0) > 0;
}

/**
 * A small demo data set: one universe, one survey with a three-level hierarchy, a few hundred
 * interviews and one user at each level. Runs as the database owner in one transaction.
 */
export async function seedDemoData(client: pg.ClientBase, seed = 42, interviews = 400): Promise<void> {
  const rnd = createRandom(seed);
  await client.query('begin');
  try {
    const u = await client.query<{ id: number }>(
      `insert into universe (name, title, host) values ('demo', 'Sightline Demo Retail', null) returning id`,
    );
    const universeId = u.rows[0]!.id;
    const roles: Record<string, number> = {};
    for (const r of [
      { name: 'admin', title: 'Administrator', isAdmin: true, scope: [] as string[] },
      { name: 'north', title: 'Region North', isAdmin: false, scope: ['all,north'] },
    ]) {
      const res = await client.query<{ id: number }>(
        `insert into role (universe_id, name, title, is_admin, unit_scope) values ($1, $2, $3, $4, $5) returning id`,
        [universeId, r.name, r.title, r.isAdmin, JSON.stringify(r.scope)],
      );
      roles[r.name] = res.rows[0]!.id;
    }
    for (const d of DEMO_USERS) {
      const user = await client.query<{ id: number }>(
        `insert into app_user (username, email, full_name, password_hash, is_root, locale)
         values ($1, $2, $3, $4, $5, 'en') returning id`,
        [d.username, `${d.username}@sightline.local`, d.fullName, await hashPassword(d.password), d.isRoot],
      );
      await client.query(`insert into universe_member (universe_id, user_id, role_id) values ($1, $2, $3)`, [
        universeId,
        user.rows[0]!.id,
        roles[d.role],
      ]);
    }

    const s = await client.query<{ id: number }>(
      `insert into survey (universe_id, ext_name, title, config) values ($1, 'storevisit', 'Store visit', $2) returning id`,
      [universeId, JSON.stringify(demoSurveyConfig())],
    );
    const surveyId = s.rows[0]!.id;
    const addUnit = async (parentId: number | null, ext: string, name: string, level: number, path: string) =>
      (
        await client.query<{ id: number }>(
          `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [universeId, surveyId, parentId, ext, name, level, path],
        )
      ).rows[0]!.id;
    const rootId = await addUnit(null, 'all', 'All stores', 0, 'all');
    const stores: { id: number; bias: number }[] = [];
    for (const region of REGIONS) {
      const regionId = await addUnit(rootId, region.ext, region.name, 1, `all,${region.ext}`);
      for (const store of region.stores) {
        const ext = storeExt(store);
        stores.push({ id: await addUnit(regionId, ext, store, 2, `all,${region.ext},${ext}`), bias: rnd.next() * 3 - 1.5 });
      }
    }

    const now = Date.now();
    for (let i = 0; i < interviews; i++) {
      const store = rnd.pick(stores);
      const nps = Math.max(0, Math.min(10, Math.round(7.6 + store.bias + (rnd.next() + rnd.next() + rnd.next() - 1.5) * 4)));
      const csat = Math.max(1, Math.min(5, Math.round(1 + nps / 2.5 + (rnd.next() - 0.5))));
      const respondedAt = new Date(now - rnd.int(0, 365) * 86_400_000 - rnd.int(0, 86_399) * 1000);
      const tone = nps <= 6 ? 'detractor' : nps <= 8 ? 'passive' : 'promoter';
      const background = { gender: rnd.pick(['female', 'male', 'other']), ageGroup: rnd.pick(['18-29', '30-44', '45-64', '65+']), channel: rnd.pick(['store', 'web']) };
      const iv = await client.query<{ id: number }>(
        `insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`,
        [universeId, surveyId, store.id, respondedAt, JSON.stringify(background)],
      );
      const interviewId = iv.rows[0]!.id;
      await client.query(
        `insert into answer (universe_id, interview_id, question, num_value, text_value) values
         ($1, $2, 'nps', $3, null), ($1, $2, 'csat', $4, null), ($1, $2, 'comment', null, $5)`,
        [universeId, interviewId, nps, csat, rnd.pick(COMMENTS[tone])],
      );
      await client.query(
        `insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact)
         values ($1, $2, $3, $4, 0, $5, $6)`,
        [universeId, surveyId, store.id, interviewId, respondedAt.toISOString().slice(0, 10), JSON.stringify({ name: `Customer ${i + 1}` })],
      );
      if (nps <= 4) {
        const state = rnd.pick([2, 2, 6, 3]);
        const a = await client.query<{ id: number }>(
          `insert into alert (universe_id, survey_id, interview_id, state, closed_at) values ($1, $2, $3, $4, $5) returning id`,
          [universeId, surveyId, interviewId, state, state === 3 ? new Date(respondedAt.getTime() + 86_400_000) : null],
        );
        await client.query(`insert into alert_log (universe_id, alert_id, state, comment) values ($1, $2, 2, 'Alert created')`, [
          universeId,
          a.rows[0]!.id,
        ]);
      }
    }
    // Contacts not yet answered: samples in the other states.
    for (let i = 0; i < 40; i++) {
      const store = rnd.pick(stores);
      await client.query(
        `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, $4, current_date - $5::int, $6)`,
        [universeId, surveyId, store.id, rnd.pick([1, 2, 3, 4]), rnd.int(0, 30), JSON.stringify({ name: `Contact ${i + 1}` })],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}
