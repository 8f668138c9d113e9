/** Query options of the drill path bar and the filter sidebar, shared by every screen that shows them. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FilterList } from '../../schemas/api/filter-list.gen.ts';
import type { FilterQuery } from '../../schemas/api/filter-query.gen.ts';
import type { FilterOptionsQuery } from '../../schemas/api/params/filter-options-query.gen.ts';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen.ts';
import type { SegmentedPath } from '../../schemas/api/segmented-path.gen.ts';
import type { ApiClient } from './client.ts';
import { callPath } from './path.ts';

export type { Segment, SegmentChild, SegmentedPath } from '../../schemas/api/segmented-path.gen.ts';
export type { FilterDefinition, FilterGroup, FilterList, FilterOption, FilterSet } from '../../schemas/api/filter-list.gen.ts';
export type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen.ts';

/** `GET vuejs/ranking/segmentedpath/{survey}/{drillPath}`: segments with children, interviews and open alerts. */
export function segmentedPathQuery(api: ApiClient, survey: string, drillPath: string) {
  return queryOptions({
    queryKey: ['segmented-path', survey, drillPath],
    queryFn: ({ signal }) => api.get<SegmentedPath>(callPath('vuejs/ranking/segmentedpath', survey, drillPath), { signal }),
    // The bar keeps the old segments while the next ones load, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** `GET vuejs/newranking/suggestions/{survey}/{path}/{term}`: units below the path, grouped by level. */
export function suggestionsQuery(api: ApiClient, survey: string, path: string, term: string) {
  return queryOptions({
    queryKey: ['drill-suggestions', survey, path, term],
    queryFn: ({ signal }) => api.get<RankingSuggestions>(callPath('vuejs/newranking/suggestions', survey, path, term), { signal }),
    enabled: term.trim().length > 0,
    staleTime: 60_000,
  });
}

/** `GET vuejs/filters/list/{survey}/{view}`: the time and standard filter sets in the user's locale. */
export function filterListsQuery(api: ApiClient, survey: string, view: string) {
  return queryOptions({
    queryKey: ['filter-lists', survey, view],
    queryFn: ({ signal }) => api.get<FilterList>(callPath('vuejs/filters/list', survey, view), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET vuejs/filters/query/{survey}/{filter}?query=`: a filter's options from the data (up to 50,000). */
export function filterOptionsQuery(api: ApiClient, survey: string, filter: string, query = '') {
  return queryOptions({
    queryKey: ['filter-options', survey, filter, query],
    queryFn: ({ signal }) => api.get<FilterQuery>(callPath('vuejs/filters/query', survey, filter), { signal, query: { query } satisfies FilterOptionsQuery }),
    staleTime: 5 * 60_000,
  });
}
