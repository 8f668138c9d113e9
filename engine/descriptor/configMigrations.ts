/**
 * Migrations of one component type's config. A widget declares steps from older versions of its
 * config to its own (`WidgetDefinition.migrations`); a component says which version it was written
 * for (`version`, missing means current). The steps run before the config is checked, in the
 * browser (through the registry) and on the server (saving and seeding, through the pure list the
 * server passes). Page-wide changes of the descriptor format stay in `migrations.ts`.
 */
import { mapComponents } from './migrations.ts';

type Json = Record<string, unknown>;

export interface ConfigMigration {
  from: number;
  to: number;
  describe: string;
  migrate: (config: Json) => Json;
}

/** The steps of each type that has any, by type: what the server passes to `checkSurveyConfiguration`. */
export type ConfigMigrations = Readonly<Record<string, readonly ConfigMigration[]>>;

export class ConfigMigrationError extends Error {}

/**
 * The component with its config brought from its `version` as far as the steps go (to `current`
 * when given). Without a `version`, or with nothing to do, the component itself comes back.
 */
export function migrateComponentConfig<C extends { version?: number; config?: unknown }>(component: C, migrations: readonly ConfigMigration[] = [], current?: number): C {
  let version = component.version;
  if (version === undefined || typeof version !== 'number' || !component.config || typeof component.config !== 'object') return component;
  const target = current ?? Math.max(version, ...migrations.map((m) => m.to));
  if (version >= target) return component;
  let config = component.config as Json;
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new ConfigMigrationError(`No migration of this type's config from version ${version}`);
    config = step.migrate(config);
    version = step.to;
  }
  return { ...component, version, config };
}

/**
 * Every component of a page with its config migrated by the steps of its type (the server's path:
 * it knows the steps, not the widgets). A component the steps cannot bring up is left as it is, for
 * the config check to report.
 */
export function migratePageConfigs(page: Json, migrations: ConfigMigrations): Json {
  return mapComponents(page, (component) => {
    const steps = typeof component.type === 'string' && Object.hasOwn(migrations, component.type) ? migrations[component.type] : undefined;
    if (!steps) return component;
    try {
      return migrateComponentConfig(component as { version?: number; config?: unknown }, steps) as Json;
    } catch (err) {
      if (err instanceof ConfigMigrationError) return component;
      throw err;
    }
  });
}
