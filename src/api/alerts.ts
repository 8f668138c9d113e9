import { queryOptions } from '@tanstack/react-query';
import type { AlertSave } from '../../core/alerts/validation.ts';
import { formatFilters, formatPath, formatRoute, type DrillRoute } from '../../core/drillpath/tokens.ts';
import { ALERT_SORT_COLUMNS, type AlertDetails } from '../../core/alerts/types.ts';
import type { Identity } from '../auth/types.ts';
import type { AlertList } from '../../schemas/api/alert-list.gen.ts';
import type { AlertListQuery } from '../../schemas/api/params/alert-list-query.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

/** The list page size (spec 1 section 9) until the survey's configuration says otherwise. */
export const ALERT_PAGE_SIZE = 50;

export type { AlertDetails, AlertListColumn as AlertColumn, AlertListRow } from '../../core/alerts/types.ts';
export const SORTABLE: readonly string[] = ALERT_SORT_COLUMNS;

/** The alert list call's answer (schemas/api/alert-list.schema.json). */
export type AlertListAnswer = AlertList;

export interface AlertListRequest {
  page: number;
  rowsPerPage: number;
  sortBy?: string;
  sortDesc?: boolean;
  /** Only alerts in this state (`?state=`); every state when missing. */
  state?: AlertListQuery['state'];
}

/**
 * GET vuejs/alert/list/{survey}/{path}/{from}/{to}/{sort}/{filter}: the route's drill path split into the path and
 * its filters ('none' for none); sort `column:asc|desc`, or `default` for the survey's configured sorting; the state
 * filter as `?state=` (the server filters and counts each state).
 */
export function alertListQuery(api: ApiReader, surveyExtName: string, drill: DrillRoute, page: AlertListRequest) {
  const from = (page.page - 1) * page.rowsPerPage;
  const sort = page.sortBy && SORTABLE.includes(page.sortBy) ? `${page.sortBy}:${page.sortDesc === false ? 'asc' : 'desc'}` : 'default';
  return queryOptions({
    queryKey: ['alerts', 'list', surveyExtName, formatRoute(drill), from, page.rowsPerPage, sort, page.state ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<AlertListAnswer>(callPath('vuejs/alert/list', surveyExtName, formatPath(drill.path), from, from + page.rowsPerPage, sort, formatFilters(drill.filters)), {
        signal,
        query: { state: page.state } satisfies AlertListQuery,
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET vuejs/alert/details/{survey}/{id}. */
export function alertDetailsQuery(api: ApiClient, surveyExtName: string, alertId: number) {
  return queryOptions({
    queryKey: ['alerts', 'details', surveyExtName, alertId],
    queryFn: ({ signal }) => api.get<AlertDetails>(callPath('vuejs/alert/details', surveyExtName, alertId), { signal }),
  });
}

/** POST vuejs/alert/update/{survey}/{id}: answers the alert as it now stands. */
export function saveAlert(api: ApiClient, surveyExtName: string, alertId: number, payload: AlertSave): Promise<AlertDetails> {
  return api.post<AlertDetails>(callPath('vuejs/alert/update', surveyExtName, alertId), payload);
}

/**
 * The top bar's open-alert badge of a survey (alerts 2 open and 6 processing in the role's scope). Sign-in brings
 * the first count; the key sits under ['alerts', 'list'], which every alert save invalidates, so closing an alert
 * re-reads the count from the identity call instead of leaving the badge one too high until the next sign-in.
 */
export function openAlertsQuery(api: ApiClient, survey: string, atSignIn: number) {
  return {
    queryKey: ['alerts', 'list', 'badge', survey] as const,
    queryFn: async () => (await api.get<Identity>('vuejs/auth/identity')).surveys.find((s) => s.extName === survey)?.nOpenAlerts ?? 0,
    initialData: atSignIn,
    // Only an invalidation (an alert saved in this tab) refreshes it; the count is cheap but not free.
    staleTime: Infinity,
  };
}
