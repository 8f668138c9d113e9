/**
 * The sample list's server calls (spec 1 section 7): the page query (the route's loader prefetches it) and the
 * writes: delete the selected samples, delete every sample of the selection, and start the sample-table report.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { formatFilters, formatPath, formatRoute, type DrillRoute } from '../../core/drillpath/tokens.ts';
import type { ReportFilterPaths } from '../../schemas/api/report-filter-paths.gen.ts';
import type { ReportTask } from '../../schemas/api/report-task.gen.ts';
import type { SampleCount } from '../../schemas/api/sample-count.gen.ts';
import type { SampleList as SampleListAnswer } from '../../schemas/api/sample-list.gen.ts';
import type { SampleDeleteAllQuery } from '../../schemas/api/params/sample-delete-all-query.gen.ts';
import type { SampleListQuery } from '../../schemas/api/params/sample-list-query.gen.ts';
import type { SampleTableReportQuery } from '../../schemas/api/params/sample-table-report-query.gen.ts';
import type { ApiCaller, ApiClient } from './client.ts';
import { callPath } from './path.ts';

/** The table configuration the list screen shows (`default`: the survey's default sample table). */
export const SAMPLE_TABLE = 'default';
/** The first fetch is rows 0 to 50 (spec 1 section 2.6); later ones use the configured page size. */
export const FIRST_PAGE_SIZE = 50;
export const DEFAULT_SORT = { sortBy: 'eventdate', sortDesc: true };

export type { SampleTableAction, SampleList as SampleListAnswer, SampleRow, SampleTableSettings } from '../../schemas/api/sample-list.gen.ts';

export interface SampleListRequest {
  surveyExtName: string;
  /** The survey's sample table configuration by name (a sampleTable component's `id`); the default one when missing. */
  table?: string;
  drill: DrillRoute;
  from: number;
  to: number;
  sortBy: string;
  sortDesc: boolean;
}

/** The list call: the route's path and its filters as two segments ('none' for no filters). */
function listPath(surveyExtName: string, table: string, drill: DrillRoute, ...page: (string | number | boolean)[]): string {
  return callPath('vuejs/sample/list', surveyExtName, table, formatPath(drill.path), ...page, formatFilters(drill.filters));
}

export function sampleListQuery(api: ApiCaller, r: SampleListRequest) {
  return queryOptions({
    queryKey: ['sample-list', r.surveyExtName, r.table ?? SAMPLE_TABLE, formatRoute(r.drill), r.from, r.to, r.sortBy, r.sortDesc],
    queryFn: ({ signal }) => api.post<SampleListAnswer>(listPath(r.surveyExtName, r.table ?? SAMPLE_TABLE, r.drill, r.from, r.to, r.sortBy, r.sortDesc), [], { signal }),
    // Paging and sorting keep the old rows on screen (marked busy) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Removes the named samples (root only): DELETE vuejs/sample/deleteall/{survey}?ids=. */
export function deleteSamples(api: ApiClient, surveyExtName: string, ids: number[]): Promise<SampleCount> {
  return api.delete(callPath('vuejs/sample/deleteall', surveyExtName), { query: { ids: ids.join(',') } satisfies SampleDeleteAllQuery });
}

/** Removes every sample of the selection (root only, core tables): the list call in delete mode. */
export function deleteSelection(api: ApiClient, surveyExtName: string, drill: DrillRoute): Promise<SampleCount> {
  return api.post(listPath(surveyExtName, SAMPLE_TABLE, drill, 0, FIRST_PAGE_SIZE, DEFAULT_SORT.sortBy, true), [], { query: { deletemode: true } satisfies SampleListQuery });
}

/** Queues the sample-table report of the selection; the reports screen waits for it. */
export function startSampleTableReport(api: ApiClient, surveyExtName: string, drillPath: string, extraFilters: ReportFilterPaths): Promise<ReportTask> {
  return api.post(callPath('vuejs/reports/sampletablereport', surveyExtName, SAMPLE_TABLE, drillPath), extraFilters, { query: { filterterm: '' } satisfies SampleTableReportQuery });
}
