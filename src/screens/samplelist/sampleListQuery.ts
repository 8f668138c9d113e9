/**
 * The sample list's server calls (spec 1 section 7): the page query (a query-options factory, one per resource;
 * no route loader uses it yet because sign-in completes after the route matches) and the writes: delete the
 * selected samples, delete every sample of the selection, and start the sample-table report.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { formatFilters, formatPath, parseRoute } from '../../../core/drillpath/tokens.ts';
import type { SampleList as SampleListAnswer } from '../../../schemas/api/sample-list.gen.ts';
import type { ApiClient } from '../../api/client.ts';

/** The table configuration the list screen shows (`default`: the survey's default sample table). */
export const SAMPLE_TABLE = 'default';
/** The first fetch is rows 0 to 50 (spec 1 section 2.6); later ones use the configured page size. */
export const FIRST_PAGE_SIZE = 50;
export const DEFAULT_SORT = { sortBy: 'eventdate', sortDesc: true };

export type { SampleTableAction, SampleList as SampleListAnswer, SampleRow, SampleTableSettings } from '../../../schemas/api/sample-list.gen.ts';

export interface SampleListRequest {
  surveyExtName: string;
  drillPath: string;
  from: number;
  to: number;
  sortBy: string;
  sortDesc: boolean;
}

/** The route's drill path split into the call's path and filter segments; a bad one goes as written, for the server to explain. */
export function callSegments(drillPath: string): { path: string; filter: string } {
  try {
    const route = parseRoute(drillPath);
    return { path: formatPath(route.path), filter: formatFilters(route.filters) };
  } catch {
    return { path: drillPath, filter: 'none' };
  }
}

const enc = encodeURIComponent;

function listUrl(surveyExtName: string, drillPath: string, page: string): string {
  const { path, filter } = callSegments(drillPath);
  return `vuejs/sample/list/${enc(surveyExtName)}/${SAMPLE_TABLE}/${enc(path)}/${page}/${enc(filter)}`;
}

export function sampleListQuery(api: ApiClient, r: SampleListRequest) {
  return queryOptions({
    queryKey: ['sample-list', r.surveyExtName, r.drillPath, r.from, r.to, r.sortBy, r.sortDesc],
    queryFn: ({ signal }) => api.post<SampleListAnswer>(listUrl(r.surveyExtName, r.drillPath, `${r.from}/${r.to}/${enc(r.sortBy)}/${r.sortDesc}`), [], { signal }),
    // Paging and sorting keep the old rows on screen (marked busy) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Removes the named samples (root only): DELETE vuejs/sample/deleteall/{survey}?ids=. */
export function deleteSamples(api: ApiClient, surveyExtName: string, ids: number[]): Promise<{ count: number }> {
  return api.delete(`vuejs/sample/deleteall/${enc(surveyExtName)}`, { query: { ids: ids.join(',') } });
}

/** Removes every sample of the selection (root only, core tables): the list call in delete mode. */
export function deleteSelection(api: ApiClient, surveyExtName: string, drillPath: string): Promise<{ count: number }> {
  return api.post(listUrl(surveyExtName, drillPath, `0/${FIRST_PAGE_SIZE}/${DEFAULT_SORT.sortBy}/true`), [], { query: { deletemode: true } });
}

/** Queues the sample-table report of the selection; the reports screen waits for it. */
export function startSampleTableReport(api: ApiClient, surveyExtName: string, drillPath: string, extraFilters: string[]): Promise<{ taskUUID: string }> {
  return api.post(`vuejs/reports/sampletablereport/${enc(surveyExtName)}/${SAMPLE_TABLE}/${enc(drillPath)}`, extraFilters, { query: { filterterm: '' } });
}
