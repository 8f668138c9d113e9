import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client.ts';
import { RANKING_CONFIG } from './config.ts';
import { rankingListQuery } from './rankingQuery.ts';

/** The screen's chunk loads with the route; the shell's first paint does not carry it. */
export const LazyRankingScreen = lazyRouteComponent(() => import('./RankingScreen.tsx'), 'RankingScreen');

/**
 * Starts the ranking call while the screen's chunk downloads (largest paint budget: 1 s). Not awaited: the
 * screen shows its spinner instead of the router holding the previous screen.
 */
export function rankingLoader({ context, params }: { context: { queryClient: QueryClient; api: ApiClient }; params: { surveyExtName: string; drillPath: string } }) {
  void context.queryClient.prefetchQuery(rankingListQuery(context.api, params.surveyExtName, RANKING_CONFIG, params.drillPath));
}
