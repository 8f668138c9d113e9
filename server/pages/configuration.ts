/**
 * A survey's CONFIGURATION script (spec 3): YAML as its author wrote it, checked against the same
 * schemas the engine uses. Seeding and saving both go through `parseConfiguration`. Besides errors (which refuse
 * the script) it answers warnings the author should see but that do not stop the survey, such as texts missing
 * in one of the survey's locales (./locale-coverage.ts).
 */
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen.ts';
import { checkSurveyConfiguration, type Issue } from '../../engine/descriptor/index.ts';
import { readYaml, withLines } from '../../engine/descriptor/yamlSource.ts';
import { CONFIG_MIGRATIONS } from '../../widgets/configMigrations.ts';
import { missingLocaleWarnings } from './locale-coverage';

type Located = Issue & { line?: number };
export type ParsedConfiguration = ({ ok: true; configuration: SurveyConfiguration } | { ok: false; issues: Located[] }) & { warnings: Located[] };

export function parseConfiguration(yamlText: string): ParsedConfiguration {
  const source = readYaml(yamlText);
  if (source.syntaxErrors.length > 0) return { ok: false, issues: source.syntaxErrors, warnings: [] };
  const warnings = withLines(missingLocaleWarnings(source.value), source);
  const checked = checkSurveyConfiguration(source.value, CONFIG_MIGRATIONS);
  return checked.ok ? { ...checked, warnings } : { ok: false, issues: withLines(checked.issues, source), warnings };
}
