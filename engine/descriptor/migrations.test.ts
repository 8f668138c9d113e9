import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, MigrationError, migratePage } from './migrations.ts';
import { preparePage } from './validate.ts';

const v1 = {
  schemaVersion: 1,
  extname: 'start',
  title: { en: 'Start' },
  components: [
    { type: 'variableBlock', id: 'kpi', config: { width: 6 } },
    { type: 'menuBlock', id: 'tabs', config: { width: 12, tabs: [{ title: { en: 'A' }, components: [{ type: 'staticTable', id: 't', config: { width: 4, columns: [{ title: { en: 'c' } }], rows: [] } }] }] } },
  ],
};

describe('descriptor migrations', () => {
  it('renames width to size in version 1 pages, nested components included', () => {
    const page = migratePage(v1) as typeof v1 & { components: { config: Record<string, unknown> }[] };
    expect(page.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(page.components[0]!.config).toEqual({ size: 6 });
    const tab = (page.components[1]!.config.tabs as { components: { config: Record<string, unknown> }[] }[])[0]!;
    expect(tab.components[0]!.config).toMatchObject({ size: 4 });
    expect(tab.components[0]!.config).not.toHaveProperty('width');
    expect(v1.components[0]!.config).toEqual({ width: 6 }); // the input is left alone
  });

  it('lets a migrated version 1 page pass the current schema, which refuses `width`', () => {
    expect(preparePage(v1).ok).toBe(true);
    expect(preparePage({ ...v1, schemaVersion: 2 }).ok).toBe(true); // page level only; components are checked one by one
  });

  it('treats a page without a version as current and refuses versions it cannot understand', () => {
    expect(migratePage({ extname: 'x' }).schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(() => migratePage({ schemaVersion: 99 })).toThrow(/newer than this app/);
    expect(() => migratePage({ schemaVersion: 0 })).toThrow(MigrationError);
    expect(() => migratePage({ schemaVersion: '1' })).toThrow(MigrationError);
  });

  it('runs a chain in order and fails on a gap', () => {
    const chain = [
      { from: 1, describe: 'a', migrate: (p: Record<string, unknown>) => ({ ...p, trail: [...((p.trail as string[]) ?? []), 'a'] }) },
      { from: 2, describe: 'b', migrate: (p: Record<string, unknown>) => ({ ...p, trail: [...((p.trail as string[]) ?? []), 'b'] }) },
    ];
    expect(migratePage({ schemaVersion: 1 }, chain, 3)).toEqual({ schemaVersion: 3, trail: ['a', 'b'] });
    expect(() => migratePage({ schemaVersion: 1 }, chain.slice(1), 3)).toThrow(/No migration from schemaVersion 1/);
  });
});
