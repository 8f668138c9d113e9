import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { AlertSave } from '../../../core/alerts/validation.ts';
import { formatFilters, formatPath, parseRoute } from '../../../core/drillpath/tokens.ts';
import type { AlertEntity } from '../../../machines/alert.machine.ts';

/** The list page size (spec 1 section 9) until the survey's configuration says otherwise. */
export const ALERT_PAGE_SIZE = 50;

export type AlertColumn = 'id' | 'state' | 'createdAt' | 'interviewDate' | 'unit' | 'score' | 'comment';
export type AlertSortColumn = 'createdAt' | 'interviewDate' | 'state' | 'unit' | 'score' | 'id';
export const SORTABLE: readonly string[] = ['createdAt', 'interviewDate', 'state', 'unit', 'score', 'id'] satisfies AlertSortColumn[];

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

/** schemas/api/alert-list.schema.json */
export interface AlertListAnswer {
  total: number;
  from: number;
  to: number;
  sortBy: AlertSortColumn;
  sortDesc: boolean;
  rowsPerPage: number;
  columns: AlertColumn[];
  scoreTitle: string;
  rows: AlertListRow[];
  segmentedDrillPath: { nOpenAlerts: number };
}

/** schemas/api/alert-details.schema.json */
export interface AlertDetails extends AlertEntity {
  interviewId: number;
  stateText: string;
  createdDate: string;
  closedDate: string | null;
  unitPath: string;
  alertInfo: { label: string; value: string }[];
  questions: (Omit<AlertEntity['questions'][number], 'reasons'> & { title: string; reasons: { choiceId: number; title: string }[] })[];
  comments: { id: number; created: string; username: string; message: string }[];
  alertLogs: { state: number; stateText: string; date: string; user: string; comment: string }[];
  interviewData: { label: string; value: string }[];
}

const seg = encodeURIComponent;

export interface AlertListPage {
  page: number;
  rowsPerPage: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/**
 * GET vuejs/alert/list/{survey}/{path}/{from}/{to}/{sort}/{filter}: the route's drill path split into the path and
 * its filters ('none' for none); sort `column:asc|desc`, or `default` for the survey's configured sorting.
 */
export function alertListQuery(api: ApiClient, surveyExtName: string, drillPath: string, page: AlertListPage) {
  const from = (page.page - 1) * page.rowsPerPage;
  const sort = page.sortBy && SORTABLE.includes(page.sortBy) ? `${page.sortBy}:${page.sortDesc === false ? 'asc' : 'desc'}` : 'default';
  return queryOptions({
    queryKey: ['alerts', 'list', surveyExtName, drillPath, from, page.rowsPerPage, sort],
    queryFn: ({ signal }) => {
      const route = parseRoute(drillPath);
      const url = `vuejs/alert/list/${seg(surveyExtName)}/${seg(formatPath(route.path))}/${from}/${from + page.rowsPerPage}/${sort}/${seg(formatFilters(route.filters))}`;
      return api.get<AlertListAnswer>(url, { signal });
    },
    placeholderData: (previous) => previous,
  });
}

/** GET vuejs/alert/details/{survey}/{id}. */
export function alertDetailsQuery(api: ApiClient, surveyExtName: string, alertId: number) {
  return queryOptions({
    queryKey: ['alerts', 'details', surveyExtName, alertId],
    queryFn: ({ signal }) => api.get<AlertDetails>(`vuejs/alert/details/${seg(surveyExtName)}/${alertId}`, { signal }),
  });
}

/** POST vuejs/alert/update/{survey}/{id}: answers the alert as it now stands. */
export function saveAlert(api: ApiClient, surveyExtName: string, alertId: number, payload: AlertSave): Promise<AlertDetails> {
  return api.post<AlertDetails>(`vuejs/alert/update/${seg(surveyExtName)}/${alertId}`, payload);
}
