/**
 * Configuration completeness (issue 12): a survey offers the locales its own title is written in, and each of its
 * other texts (page, view, question and variable titles, help texts, option titles…) should exist in every one of
 * them, or a user of that locale reads another language in the middle of the screen. A missing text is a warning,
 * not an error: the survey still works (the text falls back, core/metrics/variables.ts `localize`).
 */
import { LOCALES } from '../../core/locales';
import type { Issue } from '../../engine/descriptor/index.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A text per locale (`{ en: Stores, sv: Butiker }`): a non-empty mapping of locales to strings only. */
function isLocalizedText(value: unknown): value is Record<string, string> {
  if (!isObject(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => (LOCALES as readonly string[]).includes(k) && typeof v === 'string');
}

/** The locales a survey offers: those its title is written in, in the product's order; none for a plain title. */
export function surveyLocales(configuration: unknown): string[] {
  const title = isObject(configuration) ? configuration.title : undefined;
  return isLocalizedText(title) ? LOCALES.filter((l) => l in title) : [];
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** One warning per text of the configuration that lacks one of the survey's locales, at its JSON pointer. */
export function missingLocaleWarnings(configuration: unknown): Issue[] {
  const offered = surveyLocales(configuration);
  if (offered.length < 2) return [];
  const warnings: Issue[] = [];
  const visit = (value: unknown, path: string) => {
    if (isLocalizedText(value)) {
      const missing = offered.filter((l) => !value[l]?.trim());
      if (missing.length > 0) warnings.push({ path, message: `has no text in ${missing.join(', ')} (the survey offers ${offered.join(', ')}: the locales of its title)` });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}/${i}`));
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, `${path}/${pointer(key)}`);
    }
  };
  if (isObject(configuration)) for (const [key, item] of Object.entries(configuration)) if (key !== 'title') visit(item, `/${pointer(key)}`);
  return warnings;
}
