/**
 * A survey's CONFIGURATION script (spec 3): YAML as its author wrote it, checked against the same
 * schemas the engine uses. Seeding and saving both go through `parseConfiguration`.
 */
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen.ts';
import { checkSurveyConfiguration, type Issue } from '../../engine/descriptor/index.ts';
import { readYaml, withLines } from '../../engine/descriptor/yamlSource.ts';
import { CONFIG_MIGRATIONS } from '../../widgets/configMigrations.ts';

export type ParsedConfiguration = { ok: true; configuration: SurveyConfiguration } | { ok: false; issues: (Issue & { line?: number })[] };

export function parseConfiguration(yamlText: string): ParsedConfiguration {
  const source = readYaml(yamlText);
  if (source.syntaxErrors.length > 0) return { ok: false, issues: source.syntaxErrors };
  const checked = checkSurveyConfiguration(source.value, CONFIG_MIGRATIONS);
  return checked.ok ? checked : { ok: false, issues: withLines(checked.issues, source) };
}
