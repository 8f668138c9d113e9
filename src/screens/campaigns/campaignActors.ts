import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { CampaignRef, CampaignUpdate, CampaignView } from '../../../machines/campaign.machine.ts';
import { editedCampaign } from '../../../machines/campaignEditor.ts';
import type { ApiEditor } from '../../api/client.ts';
import { campaignDetailsQuery, campaignsKey, campaignTrackingsQuery, commandCampaign, deleteCampaign, resendTrackings, updateCampaign, type CampaignCommand, type CampaignDetails } from '../../api/campaigns.ts';
import { freshAfterOpening } from '../../routing/loaders.ts';

/** The component config id the details screen reads its tracking rows under (the trackings call's {config}). */
export const TRACKINGS_CONFIG = 'details';
/** Spec 3 section 9: tracking rows 50 a page (options 50, 100, 200). */
export const TRACKING_PAGE_SIZES = [50, 100, 200] as const;

/** What the machine reads of a campaign: the details answer, with the number of its tracking rows as its recipients. */
export function toCampaignView(d: CampaignDetails, recipientCount: number): CampaignView {
  return {
    id: d.id,
    name: d.title,
    campaignType: d.campaignType,
    sendingType: d.sendingType,
    state: d.state,
    recipientCount,
    scheduledStartDateTime: d.scheduledStartDateTime ?? null,
    canStart: d.canStart,
    canStop: d.canStop,
  };
}

/**
 * The campaign machine's calls (src/api/campaigns.ts). A change marks every campaign read of the survey stale, so the
 * tracking rows on screen and the lists re-read; the machine then loads the campaign afresh.
 */
export function campaignActors(api: ApiEditor, queryClient: QueryClient) {
  const fresh = freshAfterOpening(queryClient);
  const changed = (surveyExtName: string) => queryClient.invalidateQueries({ queryKey: campaignsKey(surveyExtName) });
  const command = (cmd: CampaignCommand) =>
    fromPromise<void, CampaignRef>(async ({ input }) => {
      await commandCampaign(api, input.surveyExtName, input.campaignId, cmd);
      await changed(input.surveyExtName);
    });
  return {
    loadCampaign: fromPromise<CampaignView, CampaignRef>(async ({ input }) => {
      const [details, firstPage] = await Promise.all([
        fresh(campaignDetailsQuery(api, input.surveyExtName, input.campaignId)),
        queryClient.fetchQuery(campaignTrackingsQuery(api, input.surveyExtName, input.campaignId, TRACKINGS_CONFIG, { page: 0, pageSize: TRACKING_PAGE_SIZES[0] })),
      ]);
      return toCampaignView(details, firstPage.totalRows);
    }),
    startCampaign: command('start'),
    stopCampaign: command('stop'),
    pauseCampaign: command('pause'),
    resumeCampaign: command('resume'),
    resendTrackings: fromPromise<void, CampaignRef & { trackingIds: number[] }>(async ({ input }) => {
      await resendTrackings(api, input.surveyExtName, input.campaignId, input.trackingIds);
      await changed(input.surveyExtName);
    }),
    // The whole campaign goes back (spec 3 section 7): the form over the campaign as last read.
    updateCampaign: fromPromise<void, CampaignUpdate>(async ({ input }) => {
      const details = await queryClient.ensureQueryData(campaignDetailsQuery(api, input.surveyExtName, input.campaignId));
      await updateCampaign(api, input.surveyExtName, editedCampaign(details, input.draft));
      await changed(input.surveyExtName);
    }),
    deleteCampaign: fromPromise<void, CampaignRef>(async ({ input }) => {
      await deleteCampaign(api, input.surveyExtName, input.campaignId);
      queryClient.removeQueries({ queryKey: [...campaignsKey(input.surveyExtName), 'details', input.campaignId] });
      await changed(input.surveyExtName);
    }),
  };
}
