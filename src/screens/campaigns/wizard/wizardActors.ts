import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { CreatedCampaign, WizardRequest } from '../../../../machines/campaign.machine.ts';
import { recipientQuery, startPayload } from '../../../../machines/campaignWizard.ts';
import type { ApiClient } from '../../../api/client.ts';
import { campaignsKey, startCampaignNow } from '../../../api/campaigns.ts';

/** The wizard's call: POST startcampaignnow with the form; the survey's campaign reads (lists, details) go stale. */
export function wizardActors(api: ApiClient, queryClient: QueryClient) {
  return {
    createCampaign: fromPromise<CreatedCampaign, WizardRequest>(async ({ input }) => {
      const ref = { surveyExtName: input.surveyExtName, mailAction: input.mailAction, drillPath: input.drillPath, query: recipientQuery(input.draft) };
      const result = await startCampaignNow(api, ref, startPayload(input.draft, input.isRoot));
      await queryClient.invalidateQueries({ queryKey: campaignsKey(input.surveyExtName) });
      return { id: result.id, title: result.title, state: result.state };
    }),
  };
}
