/** The gamification overview call of spec 2 section 7: GET vuejs/gamification/overview/{survey}/{id}/{path}. */
import { queryOptions } from '@tanstack/react-query';
import type { GamificationOverview } from '../../schemas/api/gamification-overview.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

export function gamificationOverviewQuery(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string) {
  return queryOptions({
    queryKey: ['component', 'gamificationOverview', surveyExtName, componentId, drillPath],
    queryFn: ({ signal }) => api.get<GamificationOverview>(callPath('vuejs/gamification/overview', surveyExtName, componentId, drillPath), { signal }),
  });
}
