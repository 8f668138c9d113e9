import { lazyRouteComponent } from '@tanstack/react-router';
import type { DrillRoute } from '../../../core/drillpath/tokens.ts';
import { sampleListQuery } from '../../api/sampleList.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import type { ListSearch } from '../../routing/search.ts';
import { listRequest, openingPageSize } from './listRequest.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The sample list, loaded on first visit with its table and dialogs. */
export const LazySampleListScreen = lazyRouteComponent(() => withMessages(['frame', 'samples'], () => import('./SampleListScreen.tsx')), 'SampleListScreen');

export function sampleListLoader({ context, params, deps }: { context: LoaderContext; params: { surveyExtName: string; drillPath: DrillRoute }; deps: ListSearch }) {
  const { surveyExtName, drillPath } = params;
  prefetch(context, sampleListQuery(context.api, listRequest(surveyExtName, drillPath, deps, openingPageSize(surveyExtName))));
}
