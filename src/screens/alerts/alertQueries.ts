import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { AlertSave } from '../../../core/alerts/validation.ts';
import { formatFilters, formatPath, parseRoute } from '../../../core/drillpath/tokens.ts';
import { ALERT_SORT_COLUMNS, type AlertDetails, type AlertListPage } from '../../../core/alerts/types.ts';

/** The list page size (spec 1 section 9) until the survey's configuration says otherwise. */
export const ALERT_PAGE_SIZE = 50;

export type { AlertDetails, AlertListColumn as AlertColumn, AlertListRow } from '../../../core/alerts/types.ts';
export const SORTABLE: readonly string[] = ALERT_SORT_COLUMNS;

/** schemas/api/alert-list.schema.json */
export interface AlertListAnswer extends AlertListPage {
  segmentedDrillPath: { nOpenAlerts: number };
}

const seg = encodeURIComponent;

export interface AlertListRequest {
  page: number;
  rowsPerPage: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/**
 * GET vuejs/alert/list/{survey}/{path}/{from}/{to}/{sort}/{filter}: the route's drill path split into the path and
 * its filters ('none' for none); sort `column:asc|desc`, or `default` for the survey's configured sorting.
 */
export function alertListQuery(api: ApiClient, surveyExtName: string, drillPath: string, page: AlertListRequest) {
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
