import { lazyRouteComponent } from '@tanstack/react-router';
import { withMessages } from '../../../i18n/appMessages.ts';
import { prefetch, type LoaderContext } from '../../../routing/loaders.ts';

/**
 * The campaign creation wizard (`/createmailcampaign/{survey}/{mailAction}/{drillPath}`), loaded with its route and
 * the campaign words; the loader fetches the wizard's first data (e-mail until a method is chosen) with the call's
 * chunk rather than keep the query factories in the router's: the first paint's budget is nearly full.
 */
export const LazyCampaignWizardScreen = lazyRouteComponent(
  () => withMessages(['campaigns'], () => import('./CampaignWizardScreen.tsx')),
  'CampaignWizardRouteScreen',
);

export function campaignWizardLoader({
  context,
  params,
}: {
  context: LoaderContext;
  params: { surveyExtName: string; mailAction: string; drillPath: string };
}) {
  // The empty form's recipient query (campaignWizard.ts recipientQuery(emptyDraft())), written out: that module's words are the screen's.
  void import('../../../api/campaigns.ts').then(({ campaignInfoQuery }) =>
    prefetch(context, campaignInfoQuery(context.api, { ...params, query: { mailFilters: '', sendingType: 'EMAIL' } })),
  );
}
