/**
 * The alert calls' answers (spec 1 section 3, Alert; schemas/api/alert-*.schema.json): one definition for the server
 * that builds them and the app that reads them.
 */
import type { AlertQuestionType } from './validation';

export const ALERT_SORT_COLUMNS = ['createdAt', 'interviewDate', 'state', 'unit', 'score', 'id'] as const;
export type AlertSortColumn = (typeof ALERT_SORT_COLUMNS)[number];
export const ALERT_LIST_COLUMNS = ['id', 'state', 'createdAt', 'interviewDate', 'unit', 'score', 'comment'] as const;
export type AlertListColumn = (typeof ALERT_LIST_COLUMNS)[number];

export interface AlertListRow {
  id: number;
  interviewId: number;
  state: number;
  stateText: string;
  created: string;
  closed: string | null;
  interviewDate: string;
  unit: string;
  unitPath: string;
  score: number | null;
  comment: string | null;
}

/** One page of alerts with the sorting the server applied (the answer also carries the segmented drill path). */
export interface AlertListPage {
  total: number;
  from: number;
  to: number;
  sortBy: AlertSortColumn;
  sortDesc: boolean;
  rowsPerPage: number;
  columns: AlertListColumn[];
  scoreTitle: string;
  rows: AlertListRow[];
}

export interface AlertQuestion {
  questionId: string;
  title: string;
  type: AlertQuestionType;
  reasons: { choiceId: number; title: string }[];
  /** The chosen reason; 0 when none is. */
  selected: number;
  value: string;
}

export interface AlertDetails {
  id: number;
  interviewId: number;
  alertState: number;
  stateText: string;
  createdDate: string;
  closedDate: string | null;
  unitPath: string;
  alertInfo: { label: string; value: string }[];
  canModify: boolean;
  enableCloseAndSave: boolean;
  questions: AlertQuestion[];
  comments: { id: number; created: string; username: string; message: string }[];
  alertLogs: { state: number; stateText: string; date: string; user: string; comment: string }[];
  interviewData: { label: string; value: string }[];
}
