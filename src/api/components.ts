/** The data calls of page components (spec 2 section 7); widgets register factories built on these. */
import { queryOptions } from '@tanstack/react-query';
import type { ChartData } from '../../schemas/api/chart-data.gen.ts';
import type { ChartQuery } from '../../schemas/api/params/chart-query.gen.ts';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

interface ComponentCall {
  surveyExtName: string;
  componentId: string;
  drillPath: string;
}

/**
 * Chart data: GET vuejs/charts/chart/{survey}/{id}/{type}/{path}, the type segment being the period (or `dummy`);
 * `?item=` the item chosen in the menu of the selection block around the chart.
 */
export function chartQuery(api: ApiReader, p: ComponentCall & { period: string; item?: string | null }) {
  return queryOptions({
    queryKey: ['component', 'chart', p.surveyExtName, p.componentId, p.drillPath, p.period, p.item ?? null],
    queryFn: ({ signal }) => api.get<ChartData>(callPath('vuejs/charts/chart', p.surveyExtName, p.componentId, p.period, p.drillPath), { signal, query: p.item ? ({ item: p.item } satisfies ChartQuery) : undefined }),
  });
}

/** Results summary: GET vuejs/results/summary/{survey}/{id}/{path}. */
export function resultsSummaryQuery(api: ApiReader, p: ComponentCall) {
  return queryOptions({
    queryKey: ['component', 'results', p.surveyExtName, p.componentId, p.drillPath],
    queryFn: ({ signal }) => api.get<unknown>(callPath('vuejs/results/summary', p.surveyExtName, p.componentId, p.drillPath), { signal }),
  });
}

/** The results block's drill search: GET vuejs/results/drillsuggestions/{survey}/{id}/{term}, units grouped by level. */
export function resultsDrillSuggestionsQuery(api: ApiReader, p: Omit<ComponentCall, 'drillPath'> & { term: string }) {
  return queryOptions({
    queryKey: ['component', 'results', p.surveyExtName, p.componentId, 'drillsuggestions', p.term],
    queryFn: ({ signal }) => api.get<RankingSuggestions>(callPath('vuejs/results/drillsuggestions', p.surveyExtName, p.componentId, p.term), { signal }),
    enabled: p.term.trim().length > 0,
    staleTime: 60_000,
  });
}

/** Variables: GET vuejs/variables/block/{survey}/{id}/{path}. */
export function variableBlockQuery(api: ApiReader, p: ComponentCall) {
  return queryOptions({
    queryKey: ['component', 'variables', p.surveyExtName, p.componentId, p.drillPath],
    queryFn: ({ signal }) => api.get<unknown>(callPath('vuejs/variables/block', p.surveyExtName, p.componentId, p.drillPath), { signal }),
  });
}

/** A tile's chart: GET vuejs/variables/fetchVariableChart/{survey}/{component id}/{drill path}/{index}. */
export function variableChartQuery(api: ApiReader, p: ComponentCall & { index: number }) {
  return queryOptions({
    queryKey: ['component', 'variables', p.surveyExtName, p.componentId, p.drillPath, 'chart', p.index],
    queryFn: ({ signal }) => api.get<ChartData>(callPath('vuejs/variables/fetchVariableChart', p.surveyExtName, p.componentId, p.drillPath, p.index), { signal }),
  });
}
