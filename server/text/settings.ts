/** A survey's text analytics settings (its configuration's `textAnalytics`): languages and taxonomy, with the defaults. */
import { TEXT_SEARCH_CONFIG, type TextLanguage } from './analyse';
import { DEFAULT_TAXONOMY, type Taxonomy } from './taxonomy';
import type { SurveyConfiguration } from '../../schemas/entities/surveyConfiguration.gen';

/** The five languages, in the agreed interface's order (its TEXT_SEARCH_CONFIG's keys). */
export const TEXT_LANGUAGES = Object.keys(TEXT_SEARCH_CONFIG) as TextLanguage[];

export interface TextSettings {
  languages: readonly TextLanguage[];
  taxonomy: Taxonomy;
}

/** The languages and taxonomy a survey configures; all five and DEFAULT_TAXONOMY when absent. */
export function textSettings(config: Record<string, unknown>): TextSettings {
  const own = (config as Pick<SurveyConfiguration, 'textAnalytics'>).textAnalytics;
  return { languages: own?.languages ?? TEXT_LANGUAGES, taxonomy: (own?.taxonomy as Taxonomy | undefined) ?? DEFAULT_TAXONOMY };
}
