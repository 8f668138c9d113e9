/**
 * The `alerts` key of a survey's configuration (schemas/entities/surveyConfiguration.schema.json), read with its
 * defaults: initial sorting, list columns, the score question, the questions answered on the alert page, the
 * overdue deadline and who sees the customer's contact.
 */
import type { AlertListColumn, AlertSortColumn } from '../../core/alerts/types';
import { DEFAULT_ALERT_DEADLINE_DAYS, type AlertQuestionType } from '../../core/alerts/validation';
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
  deadlineDays: number;
  contact: AlertContactConfig;
  /** The page whose components the alert list screen shows instead of the default table; null when none is (or it is missing). */
  page: string | null;
}

export type ContactField = 'name' | 'email' | 'phone';

export interface AlertContactConfig {
  /** Role names that see the contact; undefined: every role that may open the alert. */
  roles?: string[];
  /** Fields never sent. */
  anonymised?: ContactField[];
}

export const DEFAULT_ALERT_ROWS = 50;

export function readAlertConfig(sa: SurveyAnalytics): AlertConfig {
  // The configuration was validated against the schema when it was saved, so the shapes hold.
  const raw = (sa.raw.alerts ?? {}) as Partial<AlertConfig>;
  return {
    sortBy: raw.sortBy ?? 'createdAt',
    sortDesc: raw.sortDesc ?? true,
    rowsPerPage: raw.rowsPerPage ?? DEFAULT_ALERT_ROWS,
    columns: raw.columns?.length ? raw.columns : ['id', 'state', 'age', 'owner', 'createdAt', 'unit', 'score', 'comment'],
    scoreQuestion: raw.scoreQuestion ?? sa.drivers?.overall ?? 'nps',
    questions: raw.questions ?? [],
    deadlineDays: raw.deadlineDays ?? DEFAULT_ALERT_DEADLINE_DAYS,
    contact: raw.contact ?? {},
    page: raw.page && sa.pages.some((p) => p.extname === raw.page) ? raw.page : null,
  };
}

/** The page a survey's alert list screen shows (alerts.page in its configuration): not offered in page menus as one of its own. */
export function alertScreenPage(config: { alerts?: unknown }): string | null {
  const page = (config.alerts as { page?: unknown } | undefined)?.page;
  return typeof page === 'string' ? page : null;
}
