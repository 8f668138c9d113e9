import { describe, expect, it } from 'vitest';
import { ConfigMigrationError, migrateComponentConfig, type ConfigMigration } from './configMigrations.ts';
import { checkSurveyConfiguration } from './validate.ts';

const steps: ConfigMigration[] = [
  { from: 1, to: 2, describe: 'headers became heads', migrate: ({ headers, ...rest }) => ({ ...rest, heads: headers }) },
  { from: 2, to: 3, describe: 'heads became columns', migrate: ({ heads, ...rest }) => ({ ...rest, columns: heads }) },
];
const columns = [{ title: { en: 'c' } }];

describe('component config migrations', () => {
  it('runs the steps from the component’s version, in order, and leaves the input alone', () => {
    const old = { type: 'staticTable', id: 't', version: 1, config: { headers: columns, rows: [] } };
    expect(migrateComponentConfig(old, steps, 3)).toEqual({ type: 'staticTable', id: 't', version: 3, config: { columns, rows: [] } });
    expect(old.config).toHaveProperty('headers');
    expect(migrateComponentConfig({ ...old, version: 2, config: { heads: columns } }, steps)).toMatchObject({ version: 3, config: { columns } });
  });

  it('treats a component without a version as current and fails on a gap', () => {
    const current = { type: 'staticTable', id: 't', config: { columns } };
    expect(migrateComponentConfig(current, steps, 3)).toBe(current);
    expect(() => migrateComponentConfig({ ...current, version: 1 }, steps.slice(1), 3)).toThrow(ConfigMigrationError);
  });

  it('lets the server save an old component config once it is given the steps, and stores it migrated', () => {
    const configuration = { pages: [{ extname: 'p', title: { en: 'P' }, components: [{ type: 'menuBlock', id: 'm', config: { tabs: [{ title: { en: 'A' }, components: [{ type: 'staticTable', id: 't', version: 1, config: { headers: columns, rows: [] } }] }] } }] }] };
    expect(checkSurveyConfiguration(configuration).ok).toBe(false);
    const checked = checkSurveyConfiguration(configuration, { staticTable: steps });
    expect(checked.ok).toBe(true);
    const tab = (checked as unknown as { configuration: { pages: { components: { config: { tabs: { components: unknown[] }[] } }[] }[] } }).configuration.pages[0]!.components[0]!.config.tabs[0]!;
    expect(tab.components[0]).toEqual({ type: 'staticTable', id: 't', version: 3, config: { columns, rows: [] } });
  });
});
