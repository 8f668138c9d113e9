/**
 * The ranking pages at a fixed 50 rows (spec 1 sections 2.5 and 9: "50 rows per page"; only the sample list takes
 * its size from the configuration). A `rowsPerPage` in a ranking table's config is therefore not used: the schema
 * says so to a configuration author, and no configuration we ship sets it as if it did something.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import configSchema from '../../schemas/components/rankingTable/config.schema.json';
import { PAGE_SIZE } from './types.ts';
import { rankingTableFixtures } from './fixtures.ts';

const demoDir = new URL('../../server/demo/surveys/', import.meta.url);

/** Every rankingTable config in a parsed configuration, wherever it is nested (pages, tabs, containers). */
function rankingTableConfigs(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => rankingTableConfigs(v, found));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.type === 'rankingTable' && o.config && typeof o.config === 'object') found.push(o.config as Record<string, unknown>);
    Object.values(o).forEach((v) => rankingTableConfigs(v, found));
  }
  return found;
}

describe('ranking table page size', () => {
  it('is fixed at 50 rows', () => {
    expect(PAGE_SIZE).toBe(50);
  });

  it('the config schema tells an author that rowsPerPage is not used and the page size is fixed', () => {
    const rowsPerPage = configSchema.properties.rowsPerPage as { description?: string; deprecated?: boolean };
    expect(rowsPerPage.deprecated).toBe(true);
    expect(rowsPerPage.description).toMatch(new RegExp(`not used.*${PAGE_SIZE} rows`, 'i'));
  });

  it('no demo survey or widget fixture sets rowsPerPage on a ranking table', () => {
    const files = readdirSync(demoDir).filter((f) => f.endsWith('.yaml'));
    const configs = files.flatMap((f) => rankingTableConfigs(parse(readFileSync(new URL(f, demoDir), 'utf8'))));
    expect(configs.length).toBeGreaterThan(0);
    const fixtureConfigs = rankingTableFixtures.map((f) => f.config as Record<string, unknown>);
    for (const config of [...configs, ...fixtureConfigs]) expect(config).not.toHaveProperty('rowsPerPage');
  });
});
