import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ApiClient } from '../../api/client.ts';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { RANKING_CONFIG } from './config.ts';
import { rankingListQuery } from '../../api/ranking.ts';

/** The screen's chunk loads with the route; the shell's first paint does not carry it. */
export const LazyRankingScreen = lazyRouteComponent(() => import('./RankingScreen.tsx'), 'RankingScreen');

/**
 * Starts the ranking call while the screen's chunk downloads (largest paint budget: 1 s). Not awaited: the
 * screen shows its spinner instead of the router holding the previous screen. Loaders also run before sign-in
 * (the gate is in the layout): a refused early call is dropped, so the screen asks again once signed in
 * instead of showing that refusal.
 */
export function rankingLoader({ context, params }: { context: { queryClient: QueryClient; api: ApiClient }; params: { surveyExtName: string; drillPath: DrillRoute } }) {
  const query = rankingListQuery(context.api, params.surveyExtName, RANKING_CONFIG, formatRoute(params.drillPath));
  void context.queryClient.prefetchQuery(query).then(() => {
    const state = context.queryClient.getQueryState(query.queryKey);
    if (state?.status === 'error' && state.data === undefined) context.queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  });
}
