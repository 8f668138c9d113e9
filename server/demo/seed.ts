/**
 * The demo universes: a Nordic retail chain (three surveys) and a Finnish/British B2B service company (one
 * survey), with unit hierarchies, two years of interviews, samples, alerts, goals, roles and users, all derived
 * from one seed; and NHS patient feedback (one survey of real responses, server/demo/nhs.ts). Runs as the database
 * owner in one transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import YAML from 'yaml';
import { todayUtc } from '../../core/dates';
import { refreshRollups } from '../analytics/rollup';
import { ROLE_RIGHTS } from '../accounts/rights';
import { missingLocaleWarnings } from '../pages/locale-coverage';
import { seedDemoActions } from './actions';
import { seedDemoCampaigns } from './campaigns';
import { seedDemoDataTables } from './data-tables';
import { seedDemoTemplates } from './templates';
import { demoPasswordHash } from './demo-password-hashes';
import { buildTree, type TreeKind, type UnitNode } from './hierarchy';
import { generateInterviews, type LeafUnit } from './interviews';
import { insertNhsInterviews, NHS_SURVEY, nhsDemoData } from './nhs';
import { gauss, MODELS } from './models';
import { createRandom, type Random } from './random';

interface Membership {
  universe: 'demo' | 'b2b' | 'nhs';
  role: string;
}

/** The sign-ins the demo creates; printed at start and used by the tests. */
export const DEMO_USERS = [
  { username: 'root', password: 'sightline-root', fullName: 'Rita Root', isRoot: true, role: 'admin', memberships: [{ universe: 'demo', role: 'admin' }] },
  { username: 'admin', password: 'sightline-admin', fullName: 'Adam Admin', isRoot: false, role: 'admin', memberships: [{ universe: 'demo', role: 'admin' }] },
  { username: 'user', password: 'sightline-user', fullName: 'Ulla User', isRoot: false, role: 'north', memberships: [{ universe: 'demo', role: 'north' }] },
  {
    username: 'multi',
    password: 'sightline-multi',
    fullName: 'Maja Multi',
    isRoot: false,
    role: 'sweden',
    memberships: [
      { universe: 'demo', role: 'sweden' },
      { universe: 'b2b', role: 'finland' },
      { universe: 'nhs', role: 'admin' },
    ],
  },
  { username: 'newbie', password: 'sightline-newbie', fullName: 'Nils Newbie', isRoot: false, role: null, memberships: [] },
] as const satisfies readonly { username: string; password: string; fullName: string; isRoot: boolean; role: string | null; memberships: readonly Membership[] }[];

/** People without a password (single sign-on only) who follow up alerts in the demo. */
const STAFF = [
  { username: 'sofia.lind', fullName: 'Sofia Lind', locale: 'sv', universe: 'demo', role: 'sweden' },
  { username: 'erik.berg', fullName: 'Erik Berg', locale: 'sv', universe: 'demo', role: 'north' },
  { username: 'ingrid.dahl', fullName: 'Ingrid Dahl', locale: 'nb', universe: 'demo', role: 'norway' },
  { username: 'mette.hansen', fullName: 'Mette Hansen', locale: 'da', universe: 'demo', role: 'denmark' },
  { username: 'aino.virtanen', fullName: 'Aino Virtanen', locale: 'fi', universe: 'demo', role: 'finland' },
  { username: 'kaisa.korhonen', fullName: 'Kaisa Korhonen', locale: 'fi', universe: 'b2b', role: 'admin' },
  { username: 'james.smith', fullName: 'James Smith', locale: 'en', universe: 'b2b', role: 'uk' },
] as const;
export const STAFF_USERNAMES: string[] = STAFF.map((s) => s.username);

/**
 * What the demo's regional roles may do in every survey: see their samples with their contacts, handle alerts,
 * write actions, open the status page, and edit, approve, cancel and postpone samples of any period (as the store-visit survey allowed
 * everybody before the rights governed it).
 */
const MEMBER_RIGHTS = [
  'canEditActions',
  'canViewSamples',
  'canViewAnon',
  'canHandleAlerts',
  'canEditOpenPeriods',
  'canEditClosedPeriods',
  'canChangeStateOpenPeriods',
  'canChangeStateClosedPeriods',
  'canCancelSamples',
  'canPostponeSamples',
  'canAccessStatusPage',
] as const;

const UNIVERSES = [
  {
    name: 'demo',
    title: 'Sightline Demo Retail',
    roles: [
      { name: 'admin', title: 'Administrator', isAdmin: true, scope: [] as string[], rights: [...ROLE_RIGHTS] },
      { name: 'north', title: 'Region North (Sweden)', isAdmin: false, scope: ['all,se,north'], rights: [...MEMBER_RIGHTS, 'canviewcompletedsamples'] },
      { name: 'sweden', title: 'Sweden', isAdmin: false, scope: ['all,se'], rights: [...MEMBER_RIGHTS] },
      { name: 'norway', title: 'Norway', isAdmin: false, scope: ['all,no'], rights: [...MEMBER_RIGHTS] },
      { name: 'denmark', title: 'Denmark', isAdmin: false, scope: ['all,dk'], rights: [...MEMBER_RIGHTS] },
      { name: 'finland', title: 'Finland', isAdmin: false, scope: ['all,fi'], rights: [...MEMBER_RIGHTS] },
    ],
  },
  {
    name: 'b2b',
    title: 'Kestrel Facility Services',
    roles: [
      { name: 'admin', title: 'Administrator', isAdmin: true, scope: [] as string[], rights: [...ROLE_RIGHTS] },
      { name: 'finland', title: 'Finland', isAdmin: false, scope: ['all,fi'], rights: ['canViewSamples', 'canViewAnon'] },
      { name: 'uk', title: 'United Kingdom', isAdmin: false, scope: ['all,uk'], rights: ['canViewSamples', 'canViewAnon'] },
    ],
  },
  {
    name: 'nhs',
    title: 'NHS patient feedback (public data)',
    roles: [
      { name: 'admin', title: 'Administrator', isAdmin: true, scope: [] as string[], rights: [...ROLE_RIGHTS] },
      { name: 'neas', title: 'North East Ambulance Service', isAdmin: false, scope: ['all,neas'], rights: ['canViewAnon'] },
      { name: 'nhft', title: 'NHFT', isAdmin: false, scope: ['all,nhft'], rights: ['canViewAnon'] },
    ],
  },
] as const;
export const DEMO_UNIVERSES: string[] = UNIVERSES.map((u) => u.name);

/** The surveys, their universe, their share of the interviews and the size of their hierarchy. */
const SURVEYS: { ext: string; universe: 'demo' | 'b2b'; tree: TreeKind; share: number; units: number }[] = [
  { ext: 'storevisit', universe: 'demo', tree: 'retail', share: 0.6, units: 400 },
  { ext: 'service', universe: 'demo', tree: 'service', share: 0.18, units: 130 },
  { ext: 'delivery', universe: 'demo', tree: 'delivery', share: 0.12, units: 110 },
  { ext: 'relationship', universe: 'b2b', tree: 'b2b', share: 0.1, units: 70 },
];

const SURVEY_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'surveys');

/** A survey's configuration: the YAML as written and its parsed form. */
export function loadSurveyConfig(ext: string): { yaml: string; config: Record<string, unknown> } {
  const yaml = fs.readFileSync(path.join(SURVEY_DIR, `${ext}.yaml`), 'utf8');
  return { yaml, config: YAML.parse(yaml) as Record<string, unknown> };
}

export interface SeedOptions {
  seed: number;
  interviews: number;
  /** Units of the store-visit hierarchy (the benchmark uses 500). */
  storeUnits?: number;
  /** Only the store-visit survey gets interviews (the benchmark). */
  onlyStoreVisit?: boolean;
  today?: string;
  log?: (m: string) => void;
}

/** Inserts a survey from its YAML in server/demo/surveys; answers its id and configuration. */
async function insertSurvey(client: pg.ClientBase, universeId: number, ext: string, log: (m: string) => void): Promise<{ surveyId: number; config: Record<string, unknown> }> {
  const { yaml, config } = loadSurveyConfig(ext);
  // The demo's author sees what an administrator saving the script would be warned of.
  for (const w of missingLocaleWarnings(config)) log(`  ${ext}: warning: ${w.path} ${w.message}`);
  const title = (config.title as Record<string, string>).en!;
  const { rows } = await client.query<{ id: number }>(
    `insert into survey (universe_id, ext_name, title, config, config_yaml) values ($1, $2, $3, $4, $5) returning id`,
    [universeId, ext, title, JSON.stringify(config), yaml],
  );
  return { surveyId: rows[0]!.id, config };
}

/** The NHS universe's survey: real responses, their units and comments (server/demo/nhs.ts). */
async function seedNhsSurvey(client: pg.ClientBase, rnd: Random, universeId: number, today: string, log: (m: string) => void): Promise<void> {
  const started = Date.now();
  const { surveyId } = await insertSurvey(client, universeId, NHS_SURVEY, log);
  const { tree, interviews } = nhsDemoData(today);
  const leaves = await insertUnits(client, rnd, universeId, surveyId, tree);
  await insertNhsInterviews(client, { universeId, surveyId, interviews });
  await client.query('analyze unit, interview, answer');
  await refreshRollups(client, surveyId);
  log(`  ${NHS_SURVEY}: ${interviews.length} interviews (real NHS FFT responses) over ${leaves.length} leaf units in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** True when the demo universe is already there (seeding is a first-start step). */
export async function hasDemoData(client: pg.ClientBase): Promise<boolean> {
  const { rowCount } = await client.query(`select 1 from universe where name = 'demo'`);
  return (rowCount ?? 0) > 0;
}

/** Inserts a tree level by level; returns the leaves with their latent biases. */
async function insertUnits(client: pg.ClientBase, rnd: Random, universeId: number, surveyId: number, root: UnitNode): Promise<LeafUnit[]> {
  const leaves: LeafUnit[] = [];
  let level: { node: UnitNode; parentId: number | null; path: string; bias: number }[] = [{ node: root, parentId: null, path: root.ext, bias: 0 }];
  for (let depth = 0; level.length; depth++) {
    const { rows } = await client.query<{ id: number; path: string }>(
      `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path)
       select $1, $2, p, e, n, $3, pa from unnest($4::int[], $5::text[], $6::text[], $7::text[]) as t(p, e, n, pa)
       returning id, path`,
      [universeId, surveyId, depth, level.map((l) => l.parentId), level.map((l) => l.node.ext), level.map((l) => l.node.name), level.map((l) => l.path)],
    );
    const idOf = new Map(rows.map((r) => [r.path, r.id]));
    const next: typeof level = [];
    for (const l of level) {
      const id = idOf.get(l.path)!;
      if (l.node.children.length === 0) {
        leaves.push({ id, lang: l.node.lang, bias: l.bias, drift: 0.35 * gauss(rnd), size: 0.4 + 1.6 * rnd.next() });
      }
      for (const c of l.node.children) next.push({ node: c, parentId: id, path: `${l.path},${c.ext}`, bias: l.bias + 0.35 * gauss(rnd) });
    }
    level = next;
  }
  return leaves;
}

/** Goals for the countries and regions, around the survey's default goal. */
async function insertGoals(client: pg.ClientBase, rnd: Random, universeId: number, surveyId: number, config: Record<string, unknown>): Promise<void> {
  const variables = (config.variables ?? []) as { extName: string; goal?: number; kind: string }[];
  const { rows: units } = await client.query<{ id: number }>(`select id from unit where survey_id = $1 and level in (1, 2) order by id`, [surveyId]);
  const unitIds: number[] = [];
  const names: string[] = [];
  const values: number[] = [];
  for (const v of variables) {
    if (v.goal === undefined || v.kind === 'count') continue;
    const spread = v.kind === 'mean' ? 0.1 : 5;
    for (const u of units) {
      unitIds.push(u.id);
      names.push(v.extName);
      values.push(Math.round((v.goal + spread * rnd.int(-1, 1)) * 10) / 10);
    }
  }
  await client.query(
    `insert into goal (universe_id, survey_id, unit_id, variable, value) select $1, $2, u, v, g from unnest($3::int[], $4::text[], $5::numeric[]) as t(u, v, g)`,
    [universeId, surveyId, unitIds, names, values],
  );
}

export async function seedDemoData(client: pg.ClientBase, opts: SeedOptions): Promise<void> {
  const rnd = createRandom(opts.seed);
  const today = opts.today ?? todayUtc();
  const log = opts.log ?? (() => {});
  await client.query('begin');
  try {
    // Every row below is generated consistent, so foreign-key triggers only cost time (most of the load time).
    // Skipping them needs a superuser (the embedded PostgreSQL's owner is one); other owners simply keep them.
    await client.query('savepoint fk');
    await client.query('set local session_replication_role = replica').then(
      () => client.query('release savepoint fk'),
      () => client.query('rollback to savepoint fk'),
    );
    const universeIds: Record<string, number> = {};
    const roleIds: Record<string, number> = {};
    for (const u of UNIVERSES) {
      const { rows } = await client.query<{ id: number }>(`insert into universe (name, title) values ($1, $2) returning id`, [u.name, u.title]);
      universeIds[u.name] = rows[0]!.id;
      for (const r of u.roles) {
        const res = await client.query<{ id: number }>(
          `insert into role (universe_id, name, title, is_admin, unit_scope, permissions) values ($1, $2, $3, $4, $5, $6) returning id`,
          [rows[0]!.id, r.name, r.title, r.isAdmin, JSON.stringify(r.scope), JSON.stringify('rights' in r ? r.rights : [])],
        );
        roleIds[`${u.name}/${r.name}`] = res.rows[0]!.id;
      }
    }
    await seedDemoTemplates(client, universeIds);
    const staffIds: Record<string, number[]> = { demo: [], b2b: [], nhs: [] };
    const addUser = async (username: string, fullName: string, password: string | null, isRoot: boolean, locale: string, memberships: readonly Membership[]) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into app_user (username, email, full_name, password_hash, is_root, locale) values ($1, $2, $3, $4, $5, $6) returning id`,
        [username, `${username}@sightline.local`, fullName, password ? await demoPasswordHash(password) : null, isRoot, locale],
      );
      for (const m of memberships) {
        await client.query(`insert into universe_member (universe_id, user_id, role_id) values ($1, $2, $3)`, [
          universeIds[m.universe],
          rows[0]!.id,
          roleIds[`${m.universe}/${m.role}`],
        ]);
      }
      return rows[0]!.id;
    };
    const userIds: Record<string, number> = {};
    for (const d of DEMO_USERS) userIds[d.username] = await addUser(d.username, d.fullName, d.password, d.isRoot, 'en', d.memberships);
    for (const s of STAFF) staffIds[s.universe]!.push(await addUser(s.username, s.fullName, null, false, s.locale, [{ universe: s.universe, role: s.role }]));

    for (const s of SURVEYS) {
      const started = Date.now();
      const universeId = universeIds[s.universe]!;
      const { surveyId, config } = await insertSurvey(client, universeId, s.ext, log);
      const units = s.ext === 'storevisit' && opts.storeUnits ? opts.storeUnits : s.units;
      const leaves = await insertUnits(client, rnd, universeId, surveyId, buildTree(s.tree, units, rnd));
      await insertGoals(client, rnd, universeId, surveyId, config);
      const interviews = opts.onlyStoreVisit ? (s.ext === 'storevisit' ? opts.interviews : 0) : Math.round(opts.interviews * s.share);
      if (!MODELS[s.ext]) throw new Error(`No answer model for ${s.ext}`);
      await generateInterviews(client, rnd, { universeId, surveyId, surveyExt: s.ext, leaves, interviews, today, staffUserIds: staffIds[s.universe]! });
      // Fresh statistics, or the rollup's join is planned for empty tables.
      await client.query('analyze unit, interview, answer, sample');
      await refreshRollups(client, surveyId);
      if (s.ext === 'storevisit') await seedDemoActions(client, { universeId, surveyId, today, authorId: userIds.admin! });
      if (s.ext === 'storevisit') await seedDemoDataTables(client, { universeId, surveyId, authorId: userIds.admin! });
      await seedDemoCampaigns(client, { universeId, surveyId, surveyExt: s.ext, today, authorId: userIds.admin! });
      log(`  ${s.ext}: ${interviews} interviews over ${leaves.length} leaf units in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Real responses, not generated: the benchmarks' store-visit-only data leaves them out.
    if (!opts.onlyStoreVisit) await seedNhsSurvey(client, rnd, universeIds.nhs!, today, log);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query('analyze');
}
