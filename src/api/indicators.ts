/**
 * The indicator calls of spec 2 section 7: GET vuejs/indicators/overview/{survey}/{id} (the global overview) and
 * vuejs/indicators/block/{survey}/{id} (one survey's indicator block), each with the time span as `?timespan=`
 * (the component's configured one when absent).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GlobalOverview, IndicatorTimeSpan } from '../../schemas/api/global-overview.gen.ts';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen.ts';
import type { IndicatorQuery } from '../../schemas/api/params/indicator-query.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

const spanQuery = (timeSpan: IndicatorTimeSpan | null) => (timeSpan ? { query: { timespan: timeSpan } satisfies IndicatorQuery } : {});

export function globalOverviewQuery(api: ApiReader, surveyExtName: string, componentId: string, timeSpan: IndicatorTimeSpan | null = null) {
  return queryOptions({
    queryKey: ['component', 'globalOverview', surveyExtName, componentId, timeSpan],
    queryFn: ({ signal }) => api.get<GlobalOverview>(callPath('vuejs/indicators/overview', surveyExtName, componentId), { signal, ...spanQuery(timeSpan) }),
  });
}

export function indicatorBlockQuery(api: ApiReader, surveyExtName: string, componentId: string, timeSpan: IndicatorTimeSpan | null = null) {
  return queryOptions({
    queryKey: ['component', 'indicatorBlock', surveyExtName, componentId, timeSpan],
    queryFn: ({ signal }) => api.get<IndicatorBlock>(callPath('vuejs/indicators/block', surveyExtName, componentId), { signal, ...spanQuery(timeSpan) }),
  });
}
