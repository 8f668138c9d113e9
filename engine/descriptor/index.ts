/** The engine's pure part (no React): migrations, validation, layout, filtering. Shared with the server. */
export { CURRENT_SCHEMA_VERSION, MIGRATIONS, MigrationError, migratePage, mapComponents } from './migrations.ts';
export { type Issue, toIssues } from './issues.ts';
export { childComponents, mapChildComponents } from './slots.ts';
export { ConfigMigrationError, migrateComponentConfig, migratePageConfigs, type ConfigMigration, type ConfigMigrations } from './configMigrations.ts';
export { checkSurveyConfiguration, componentIssues, componentTreeIssues, pageIssues, preparePage, type PreparedPage } from './validate.ts';
export { columnSpan, FIRST_SCREEN_ROWS, firstRowsCount, responsiveSpan, SIZES, type Size } from './layout.ts';
export { filterPageForUser } from './filter.ts';
