/**
 * The `alerts` key of a survey's configuration (schemas/entities/surveyConfiguration.schema.json), read with its
 * defaults: initial sorting, list columns, the score question and the questions answered on the alert page.
 */
import type { AlertListColumn, AlertSortColumn } from '../../core/alerts/types';
import type { AlertQuestionType } from '../../core/alerts/validation';
import type { Localized, SurveyAnalytics } from '../analytics/survey-config';


export interface AlertQuestionConfig {
  questionId: string;
  type: AlertQuestionType;
  title: Localized;
  reasons?: { choiceId: number; title: Localized }[];
}

export interface AlertConfig {
  sortBy: AlertSortColumn;
  sortDesc: boolean;
  rowsPerPage: number;
  columns: AlertListColumn[];
  scoreQuestion: string;
  questions: AlertQuestionConfig[];
}

export const DEFAULT_ALERT_ROWS = 50;

export function readAlertConfig(sa: SurveyAnalytics): AlertConfig {
  // The configuration was validated against the schema when it was saved, so the shapes hold.
  const raw = (sa.raw.alerts ?? {}) as Partial<AlertConfig>;
  return {
    sortBy: raw.sortBy ?? 'createdAt',
    sortDesc: raw.sortDesc ?? true,
    rowsPerPage: raw.rowsPerPage ?? DEFAULT_ALERT_ROWS,
    columns: raw.columns?.length ? raw.columns : ['id', 'state', 'createdAt', 'unit', 'score', 'comment'],
    scoreQuestion: raw.scoreQuestion ?? sa.drivers?.overall ?? 'nps',
    questions: raw.questions ?? [],
  };
}
