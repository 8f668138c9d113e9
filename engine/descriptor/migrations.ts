/**
 * Descriptor migrations: a page written for an older `schemaVersion` is brought up to the current
 * one by a chain of small functions, each taking version n to n + 1. A descriptor without a
 * version is current. Pure: the server (on save and seed) and the browser share it.
 */
import { mapChildComponents } from './slots.ts';

export const CURRENT_SCHEMA_VERSION = 2;

type Json = Record<string, unknown>;

export interface Migration {
  from: number;
  describe: string;
  migrate: (page: Json) => Json;
}

/** Applies `change` to every component of a page, nested ones included (in each container's slots). */
export function mapComponents(page: Json, change: (component: Json) => Json): Json {
  const mapOne = (node: unknown): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    return mapChildComponents(change({ ...(node as Json) }), mapOne);
  };
  return { ...page, components: Array.isArray(page.components) ? page.components.map(mapOne) : page.components };
}

export const MIGRATIONS: Migration[] = [
  {
    from: 1,
    describe: 'Version 1 called the column width `width`; version 2 calls it `size` (spec 2: widths 2, 4, 6, 8 or 12).',
    migrate: (page) =>
      mapComponents(page, (component) => {
        const config = component.config as Json | undefined;
        if (!config || !('width' in config)) return component;
        const { width, ...rest } = config;
        return { ...component, config: { size: width, ...rest } };
      }),
  },
];

export class MigrationError extends Error {}

/** Returns the page at the current version (the input is not changed). */
export function migratePage(page: Json, migrations: Migration[] = MIGRATIONS, current = CURRENT_SCHEMA_VERSION): Json {
  const raw = page.schemaVersion;
  let version = raw === undefined ? current : raw;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new MigrationError(`schemaVersion must be a whole number from 1 to ${current}, not ${JSON.stringify(raw)}`);
  }
  if (version > current) {
    throw new MigrationError(`schemaVersion ${version} is newer than this app understands (${current}); reload the app`);
  }
  let result = page;
  while (version < current) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new MigrationError(`No migration from schemaVersion ${version}`);
    result = step.migrate(result);
    version += 1;
  }
  return { ...result, schemaVersion: current };
}
