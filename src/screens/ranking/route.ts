import { lazyRouteComponent } from '@tanstack/react-router';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { rankingListQuery } from '../../api/ranking.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { RANKING_CONFIG } from './config.ts';

/** The screen's chunk loads with the route; the shell's first paint does not carry it. */
export const LazyRankingScreen = lazyRouteComponent(() => import('./RankingScreen.tsx'), 'RankingScreen');

/** Starts the ranking call while the screen's chunk downloads (largest paint budget: 1 s). */
export function rankingLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; drillPath: DrillRoute } }) {
  prefetch(context, rankingListQuery(context.api, params.surveyExtName, RANKING_CONFIG, formatRoute(params.drillPath)));
}
