import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idParams } from '../../routing/params.ts';

/**
 * The campaign details screen, loaded with its route and the campaign words. The loader fetches the query factories
 * with the call rather than keep them in the router's chunk: the first paint's 200 KB budget is nearly full.
 */
export const LazyCampaignDetailsScreen = lazyRouteComponent(() => withMessages(['campaigns'], () => import('./CampaignDetailsScreen.tsx')), 'CampaignDetailsRouteScreen');

/** `/mailcampaign/{survey}/{campaignId}`. */
export const campaignParams = idParams<{ surveyExtName: string; campaignId: string }, 'campaignId'>('campaignId');

export function campaignDetailsLoader({ context, params }: { context: LoaderContext; params: { surveyExtName: string; campaignId: number } }) {
  void import('../../api/campaigns.ts').then(({ campaignDetailsQuery }) => prefetch(context, campaignDetailsQuery(context.api, params.surveyExtName, params.campaignId)));
}
