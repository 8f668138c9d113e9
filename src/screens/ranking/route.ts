import { lazyRouteComponent } from '@tanstack/react-router';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { rankingListQuery, rankingPageQuery } from '../../api/ranking.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import type { ListSearch } from '../../routing/search.ts';
import { RANKING_CONFIG } from './config.ts';
import { leafPageOf } from './leafPage.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The screen's chunk loads with the route; the shell's first paint does not carry it. */
export const LazyRankingScreen = lazyRouteComponent(() => withMessages(['frame'], () => import('./RankingScreen.tsx')), 'RankingScreen');

/**
 * Starts the ranking call while the screen's chunk downloads (largest paint budget: 1 s), and for a leaf in
 * another sort or page than the list call's own, that page's call as soon as the list says it is a leaf: the
 * screen shows only what the address asks for (issue 12 bug 8), so the sooner it is asked the better.
 */
export function rankingLoader({ context, params, deps }: { context: LoaderContext; params: { surveyExtName: string; drillPath: DrillRoute }; deps: ListSearch }) {
  const drillPath = formatRoute(params.drillPath);
  const list = rankingListQuery(context.api, params.surveyExtName, RANKING_CONFIG, drillPath);
  void context.queryClient
    .ensureQueryData(list)
    .then((data) => {
      const page = leafPageOf(data, deps);
      if (page) prefetch(context, rankingPageQuery(context.api, params.surveyExtName, RANKING_CONFIG, drillPath, page));
    })
    .catch(() => undefined); // a failed call is the screen's to show
}
