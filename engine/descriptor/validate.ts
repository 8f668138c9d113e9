/**
 * Checking descriptors against the schemas, shared by the server (saving and seeding a survey
 * configuration) and the engine (rendering a page). Every problem is reported with its JSON pointer.
 */
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import type { PageDescriptor } from '../../schemas/page/page.gen.ts';
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen.ts';
import { check, configValidator, validateComponent, validatePage, validateSurveyConfiguration } from '../../schemas/validators.ts';
import { type Issue, mergeIssues, toIssues } from './issues.ts';
import { type ConfigMigrations, migratePageConfigs } from './configMigrations.ts';
import { MigrationError, migratePage } from './migrations.ts';
import { childComponents } from './slots.ts';

type Json = Record<string, unknown>;

/** Problems of one component alone: its envelope, whether its type exists, and its config. */
export function componentIssues(component: unknown, path = ''): Issue[] {
  const envelope = toIssues(check(validateComponent, component), path);
  const c = component as Partial<ComponentDescriptor> | null;
  if (!c || typeof c !== 'object' || typeof c.type !== 'string') return envelope;
  const validator = configValidator(c.type);
  if (!validator) return mergeIssues(envelope, [{ path: `${path}/type`, message: `Unknown component: ${c.type}` }]);
  if (!c.config || typeof c.config !== 'object') return envelope;
  return mergeIssues(envelope, toIssues(check(validator, c.config), `${path}/config`));
}

/** Problems of a component and everything nested in it. */
export function componentTreeIssues(component: unknown, path = ''): Issue[] {
  const own = componentIssues(component, path);
  if (own.some((i) => i.path === path || i.path.startsWith(`${path}/type`))) return own;
  const nested = childComponents(component as ComponentDescriptor).flatMap((child) => componentTreeIssues(child.component, path + child.path));
  return mergeIssues(own, nested);
}

function duplicateIds(components: ComponentDescriptor[], path: string): Issue[] {
  const seen = new Map<string, string>();
  const issues: Issue[] = [];
  const walk = (list: ComponentDescriptor[], base: string) =>
    list.forEach((component, i) => {
      const here = `${base}/${i}`;
      if (!component || typeof component !== 'object') return;
      if (typeof component.id === 'string') {
        const first = seen.get(component.id);
        if (first) issues.push({ path: `${here}/id`, message: `repeats the id "${component.id}" of ${first}` });
        else seen.set(component.id, here);
      }
      for (const child of childComponents(component)) walk([child.component], `${here}${child.path.replace(/\/\d+$/, '')}`);
    });
  walk(components, path);
  return issues;
}

export type PreparedPage = { ok: true; page: PageDescriptor } | { ok: false; issues: Issue[] };

/**
 * Migrates a page descriptor (its format, then the configs of the types `configMigrations` has
 * steps for) and checks the page itself; the components are left for the engine to
 * check one by one, so one bad component does not take the page down.
 */
export function preparePage(raw: unknown, configMigrations: ConfigMigrations = {}): PreparedPage {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, issues: [{ path: '', message: 'must be an object' }] };
  let page: Json;
  try {
    page = migratePageConfigs(migratePage(raw as Json), configMigrations);
  } catch (err) {
    if (err instanceof MigrationError) return { ok: false, issues: [{ path: '/schemaVersion', message: err.message }] };
    throw err;
  }
  const components = Array.isArray(page.components) ? page.components : null;
  const issues = toIssues(check(validatePage, { ...page, components: components ? [] : page.components }));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, page: page as unknown as PageDescriptor };
}

/** Every problem of a page: the page, each component (nested too) and repeated ids. */
export function pageIssues(raw: unknown, path = '', configMigrations: ConfigMigrations = {}): Issue[] {
  const prepared = preparePage(raw, configMigrations);
  if (!prepared.ok) {
    const comps = raw && typeof raw === 'object' && Array.isArray((raw as Json).components) ? ((raw as Json).components as unknown[]) : [];
    return mergeIssues(prepared.issues.map((i) => ({ ...i, path: path + i.path })), comps.flatMap((c, i) => componentTreeIssues(c, `${path}/components/${i}`)));
  }
  const { components } = prepared.page;
  return mergeIssues(
    components.flatMap((c, i) => componentTreeIssues(c, `${path}/components/${i}`)),
    duplicateIds(components, `${path}/components`),
  );
}

export type CheckedConfiguration = { ok: true; configuration: SurveyConfiguration } | { ok: false; issues: Issue[] };

/**
 * Checks a survey configuration (the parsed CONFIGURATION script). On success the pages come back
 * migrated to the current schema version (and component configs by `configMigrations`, the widgets'
 * steps), ready to store.
 */
export function checkSurveyConfiguration(raw: unknown, configMigrations: ConfigMigrations = {}): CheckedConfiguration {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, issues: [{ path: '', message: 'must be a mapping with at least `pages`' }] };
  const input = raw as Json;
  const pages = Array.isArray(input.pages) ? input.pages : null;
  const migrated: unknown[] = [];
  const issues: Issue[] = [];
  (pages ?? []).forEach((page, i) => {
    issues.push(...pageIssues(page, `/pages/${i}`, configMigrations));
    const prepared = preparePage(page, configMigrations);
    migrated.push(prepared.ok ? prepared.page : page);
  });
  const configuration = pages ? { ...input, pages: migrated } : input;
  const topLevel = toIssues(check(validateSurveyConfiguration, { ...configuration, pages: pages ? migrated.map((p) => ({ ...(p as Json), components: [] })) : configuration.pages }));
  const seen = new Map<string, number>();
  migrated.forEach((page, i) => {
    const ext = (page as Json)?.extname;
    if (typeof ext !== 'string') return;
    if (seen.has(ext)) issues.push({ path: `/pages/${i}/extname`, message: `repeats the page "${ext}" of /pages/${seen.get(ext)}` });
    else seen.set(ext, i);
  });
  const startPage = input.startPage;
  if (typeof startPage === 'string' && !seen.has(startPage)) issues.push({ path: '/startPage', message: `names no page of this survey ("${startPage}")` });
  const all = mergeIssues(topLevel, issues);
  return all.length > 0 ? { ok: false, issues: all } : { ok: true, configuration: configuration as unknown as SurveyConfiguration };
}
