/**
 * The config migrations of each widget that has any, by type. Pure (no React), so the server runs
 * them when it saves or seeds a configuration (`server/pages/configuration.ts`); the widget's
 * definition (`<type>/register.ts`) lists the same array for the browser. A widget keeps its steps
 * in `<type>/migrations.ts` with their test beside them.
 */
import type { ConfigMigrations } from '../engine/descriptor/index.ts';

export const CONFIG_MIGRATIONS: ConfigMigrations = {};
