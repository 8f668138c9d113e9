import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from './client.ts';
import {
  campaignDetailsQuery,
  campaignListQuery,
  campaignMailQuery,
  campaignTrackingsQuery,
  commandCampaign,
  deleteCampaign,
  deleteTrackings,
  campaignInfoQuery,
  globalCampaignListQuery,
  newTrackingsQuery,
  resendTrackings,
  startCampaignNow,
  campaignLetterPath,
  lettersArchiveRequest,
} from './campaigns.ts';
import { startReport } from './reports.ts';

/** A client that notes each call as `METHOD path?query`. */
function recording() {
  const asked: string[] = [];
  const note = (method: string) => async <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => {
    const q = Object.entries(opts?.query ?? {}).filter(([, v]) => v !== undefined);
    asked.push(`${method} ${path}${q.length ? `?${new URLSearchParams(q.map(([k, v]) => [k, String(v)]))}` : ''}`);
    return {} as T;
  };
  const api = { get: note('GET'), delete: note('DELETE'), post: async <T>(path: string, _body: unknown, opts?: Omit<RequestOptions, 'body'>) => note('POST')<T>(path, opts) } as unknown as ApiClient;
  return { api, asked };
}

describe('the campaign calls', () => {
  it("the wizard reads its data and a recipient page and starts the campaign at spec 3 section 7's paths, the choices in the query", async () => {
    const { api, asked } = recording();
    const client = new QueryClient();
    const ref = { surveyExtName: 'storevisit', mailAction: 'invite', drillPath: 'all,north', query: { filters: 'lsegs=detractor', mailFilters: 'contacted', deletedRecipients: '3,9', sendingType: 'EMAIL' as const } };
    await client.fetchQuery(campaignInfoQuery(api, ref));
    await client.fetchQuery(newTrackingsQuery(api, ref, { page: 1, pageSize: 50, sortBy: 'id', sortDesc: false }));
    await startCampaignNow(api, ref, { campaignName: 'N', sendingType: 'EMAIL', campaignType: 'PULL_ONCE', templateId: 4 });
    expect(asked).toEqual([
      'GET vuejs/mailcampaign/createcampaigndata/storevisit/invite/all%2Cnorth?filters=lsegs%3Ddetractor&mailFilters=contacted&deletedRecipients=3%2C9&sendingType=EMAIL',
      'GET vuejs/mailcampaign/newtrackings/storevisit/invite/all%2Cnorth?filters=lsegs%3Ddetractor&mailFilters=contacted&deletedRecipients=3%2C9&sendingtype=EMAIL&from=50&to=100&sortBy=id&sortDesc=false',
      'POST vuejs/mailcampaign/startcampaignnow/storevisit/invite/all%2Cnorth?filters=lsegs%3Ddetractor&mailFilters=contacted&deletedRecipients=3%2C9',
    ]);
  });

  it('read the lists, the details, a page of tracking rows and a row mail at the paths of spec 3 section 7', async () => {
    const { api, asked } = recording();
    const client = new QueryClient();
    await client.fetchQuery(campaignListQuery(api, 'store visit', 'campaigns', 'all,se'));
    await client.fetchQuery(globalCampaignListQuery(api, 'storevisit', 'global'));
    await client.fetchQuery(campaignDetailsQuery(api, 'storevisit', 7));
    await client.fetchQuery(campaignTrackingsQuery(api, 'storevisit', 7, 'details', { page: 2, pageSize: 50, sortBy: 'updatedTime', sortDesc: true, filter: ' anna ' }));
    await client.fetchQuery(campaignMailQuery(api, 'storevisit', { id: 7, mailAction: 'invite', link: 'all,se' }, 31));
    expect(asked).toEqual([
      'GET vuejs/mailcampaign/list/store%20visit/campaigns/all%2Cse',
      'GET vuejs/mailcampaign/globalcampaignslist/storevisit/global',
      'GET vuejs/mailcampaign/storevisit/7',
      'GET vuejs/mailcampaign/trackings/storevisit/7/details?from=100&to=150&sortBy=updatedTime&sortDesc=true&filter=anna',
      'GET vuejs/mailcampaign/rendermail/storevisit/invite/all%2Cse?mailAction=7&trackingId=31',
    ]);
  });

  it('keeps one cache entry per page and per campaign, all under the survey key a command invalidates', () => {
    const { api } = recording();
    const page = (p: number) => campaignTrackingsQuery(api, 's', 7, 'details', { page: p, pageSize: 50 }).queryKey;
    expect(page(0)).not.toEqual(page(1));
    expect(campaignDetailsQuery(api, 's', 7).queryKey).not.toEqual(campaignDetailsQuery(api, 's', 8).queryKey);
    for (const key of [page(0), campaignDetailsQuery(api, 's', 7).queryKey, campaignListQuery(api, 's', 'c', 'all').queryKey]) expect(key.slice(0, 2)).toEqual(['campaigns', 's']);
  });

  it('sends the commands, the resend and the deletes', async () => {
    const { api, asked } = recording();
    for (const c of ['start', 'stop', 'pause', 'resume'] as const) await commandCampaign(api, 'storevisit', 7, c);
    await resendTrackings(api, 'storevisit', 7, [3, 4]);
    await deleteTrackings(api, 'storevisit', 7, [5]);
    await deleteCampaign(api, 'storevisit', 7);
    expect(asked).toEqual([
      'GET vuejs/mailcampaign/start/storevisit/7',
      'GET vuejs/mailcampaign/stop/storevisit/7',
      'GET vuejs/mailcampaign/pause/storevisit/7',
      'GET vuejs/mailcampaign/resume/storevisit/7',
      'GET vuejs/mailcampaign/sendmail/storevisit/7?ids=3%2C4',
      'DELETE vuejs/mailcampaign/trackings/storevisit/7?ids=5',
      'DELETE vuejs/mailcampaign/storevisit/7',
    ]);
  });
});

describe('the letter campaign calls', () => {
  it("queues 'download all letters' and 'download new letters' at lettersarchive/{survey}/{campaign}?all=, and a row's letter is its own link", async () => {
    const { api, asked } = recording();
    await startReport(api, lettersArchiveRequest('storevisit', 42, true));
    await startReport(api, lettersArchiveRequest('storevisit', 42, false));
    expect(asked).toEqual(['GET lettersarchive/storevisit/42?all=true', 'GET lettersarchive/storevisit/42?all=false']);
    expect(campaignLetterPath('storevisit', 42, 7)).toBe('vuejs/download/letter/storevisit/42/7');
  });
});
