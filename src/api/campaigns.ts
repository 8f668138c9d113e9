import { queryOptions } from '@tanstack/react-query';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen.ts';
import type { CampaignInfo, MailFilter } from '../../schemas/api/campaign-info.gen.ts';
import type { CampaignStart } from '../../schemas/api/campaign-start.gen.ts';
import type { NewTrackings, RecipientRow } from '../../schemas/api/new-trackings.gen.ts';
import type { RecipientsQuery } from '../../schemas/api/params/recipients-query.gen.ts';
import type { CampaignLinkUrl } from '../../schemas/api/campaign-link-url.gen.ts';
import type { CampaignList, CampaignListRow } from '../../schemas/api/campaign-list.gen.ts';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen.ts';
import type { CampaignTrackings, TrackingRow, TrackingStatus } from '../../schemas/api/campaign-trackings.gen.ts';
import type { GlobalCampaignList, GlobalCampaignRow } from '../../schemas/api/global-campaign-list.gen.ts';
import type { TrackingsQuery } from '../../schemas/api/params/trackings-query.gen.ts';
import type { ApiClient, ApiEditor, ApiReader } from './client.ts';
import { callPath } from './path.ts';
import type { ReportRequest } from '../../machines/report-download.machine.ts';

export type { CampaignInfo, CampaignStart, MailFilter, NewTrackings, RecipientRow, RecipientsQuery };
export type { CampaignDetails, CampaignList, CampaignListRow, CampaignResult, CampaignTrackings, GlobalCampaignList, GlobalCampaignRow, TrackingRow, TrackingStatus, TrackingsQuery };

const BASE = 'vuejs/mailcampaign';

/** Every campaign read of a survey sits under ['campaigns', survey]: a command invalidates it, so lists, details and rows re-read. */
export const campaignsKey = (surveyExtName: string) => ['campaigns', surveyExtName] as const;

/** GET vuejs/mailcampaign/list/{survey}/{config}/{path}: the survey's campaigns with counts and rates. */
export function campaignListQuery(api: ApiReader, surveyExtName: string, config: string, drillPath: string) {
  return queryOptions({
    queryKey: [...campaignsKey(surveyExtName), 'list', config, drillPath],
    queryFn: ({ signal }) => api.get<CampaignList>(callPath(`${BASE}/list`, surveyExtName, config, drillPath), { signal }),
  });
}

/** GET vuejs/mailcampaign/globalcampaignslist/{survey}/{config}: every campaign of the universe. */
export function globalCampaignListQuery(api: ApiReader, surveyExtName: string, config: string) {
  return queryOptions({
    queryKey: [...campaignsKey(surveyExtName), 'global', config],
    queryFn: ({ signal }) => api.get<GlobalCampaignList>(callPath(`${BASE}/globalcampaignslist`, surveyExtName, config), { signal }),
  });
}

/** GET vuejs/mailcampaign/{survey}/{id}: one campaign (administrators). */
export function campaignDetailsQuery(api: ApiReader, surveyExtName: string, campaignId: number) {
  return queryOptions({
    queryKey: [...campaignsKey(surveyExtName), 'details', campaignId],
    queryFn: ({ signal }) => api.get<CampaignDetails>(callPath(BASE, surveyExtName, campaignId), { signal }),
  });
}

/** One page of tracking rows: `page` of `pageSize` (rows from..to, to exclusive), sorted and filtered. */
export interface TrackingPage {
  page: number;
  pageSize: number;
  sortBy?: TrackingsQuery['sortBy'];
  sortDesc?: boolean;
  filter?: string;
}

/** GET vuejs/mailcampaign/trackings/{survey}/{id}/{config}?from&to&sortBy&sortDesc&filter; the page shown stays while the next loads. */
export function campaignTrackingsQuery(api: ApiReader, surveyExtName: string, campaignId: number, config: string, page: TrackingPage) {
  const from = page.page * page.pageSize;
  const query: TrackingsQuery = { from, to: from + page.pageSize, sortBy: page.sortBy, sortDesc: page.sortDesc, filter: page.filter?.trim() || undefined };
  return queryOptions({
    queryKey: [...campaignsKey(surveyExtName), 'trackings', campaignId, config, query],
    queryFn: ({ signal }) => api.get<CampaignTrackings>(callPath(`${BASE}/trackings`, surveyExtName, campaignId, config), { signal, query: { ...query } }),
    placeholderData: (previous) => previous,
  });
}

/** GET rendermail/{survey}/{mailAction}/{path}?mailAction={campaign}&trackingId: the row's mail as (sanitised) HTML. */
export function campaignMailQuery(api: ApiReader, surveyExtName: string, campaign: Pick<CampaignDetails, 'id' | 'mailAction' | 'link'>, trackingId: number) {
  return queryOptions({
    queryKey: [...campaignsKey(surveyExtName), 'mail', campaign.id, trackingId],
    queryFn: ({ signal }) =>
      api.get<string>(callPath(`${BASE}/rendermail`, surveyExtName, campaign.mailAction, campaign.link), { signal, query: { mailAction: campaign.id, trackingId } }),
    staleTime: Infinity,
  });
}

/** PUT vuejs/mailcampaign/{survey}/{id}: the editor's whole campaign (state and flags stay the server's); the saved campaign back. */
export function updateCampaign(api: ApiEditor, surveyExtName: string, campaign: CampaignDetails): Promise<CampaignDetails> {
  return api.put<CampaignDetails>(callPath(BASE, surveyExtName, campaign.id), campaign);
}

export type CampaignCommand = 'start' | 'stop' | 'pause' | 'resume';

/** GET vuejs/mailcampaign/report/{survey}/{id}: the tracking rows as an Excel file (a direct download, src/api/downloads.ts). */
export function campaignReportPath(surveyExtName: string, campaignId: number): string {
  return callPath(`${BASE}/report`, surveyExtName, campaignId);
}

/** GET vuejs/download/letter/{survey}/{campaign}/{tracking}: one row's letter as a PDF (a direct download). */
export function campaignLetterPath(surveyExtName: string, campaignId: number, trackingId: number): string {
  return callPath('vuejs/download/letter', surveyExtName, campaignId, trackingId);
}

/** GET lettersarchive/{survey}/{campaign}?all=: every letter, or the new ones, as a report task (the report-download machine). */
export function lettersArchiveRequest(surveyExtName: string, campaignId: number, all: boolean): ReportRequest {
  return { surveyExtName, base: callPath('lettersarchive', surveyExtName), path: String(campaignId), query: { all: String(all) } };
}

/** GET vuejs/mailcampaign/{start|stop|pause|resume}/{survey}/{id}; 409 from a state that cannot. */
export function commandCampaign(api: ApiEditor, surveyExtName: string, campaignId: number, command: CampaignCommand): Promise<CampaignResult> {
  return api.get<CampaignResult>(callPath(`${BASE}/${command}`, surveyExtName, campaignId));
}

/** DELETE vuejs/mailcampaign/{survey}/{id}: the campaign and its tracking rows. */
export function deleteCampaign(api: ApiEditor, surveyExtName: string, campaignId: number): Promise<CampaignResult> {
  return api.delete<CampaignResult>(callPath(BASE, surveyExtName, campaignId));
}

/** GET vuejs/mailcampaign/sendmail/{survey}/{id}?ids=: the rows' messages again. */
export function resendTrackings(api: ApiEditor, surveyExtName: string, campaignId: number, trackingIds: readonly number[]): Promise<CampaignResult> {
  return api.get<CampaignResult>(callPath(`${BASE}/sendmail`, surveyExtName, campaignId), { query: { ids: trackingIds.join(',') } });
}

/** DELETE vuejs/mailcampaign/trackings/{survey}/{id}?ids=: the rows out of the campaign. */
export function deleteTrackings(api: ApiEditor, surveyExtName: string, campaignId: number, trackingIds: readonly number[]): Promise<CampaignResult> {
  return api.delete<CampaignResult>(callPath(`${BASE}/trackings`, surveyExtName, campaignId), { query: { ids: trackingIds.join(',') } });
}

/** A new campaign's recipients: the survey, the mail action, the drill path and the wizard's choices (filters, mail filters, removed rows, sending type). */
export interface NewCampaignRef {
  surveyExtName: string;
  mailAction: string;
  drillPath: string;
  query: Pick<RecipientsQuery, 'filters' | 'mailFilters' | 'deletedRecipients' | 'sendingType'>;
}

/** GET vuejs/mailcampaign/createcampaigndata/{survey}/{mailAction}/{path}: the wizard's recipient count, mail filters, senders and enabled sending types. */
export function campaignInfoQuery(api: ApiReader, ref: NewCampaignRef) {
  return queryOptions({
    queryKey: [...campaignsKey(ref.surveyExtName), 'new', ref.mailAction, ref.drillPath, 'info', ref.query],
    queryFn: ({ signal }) => api.get<CampaignInfo>(callPath(`${BASE}/createcampaigndata`, ref.surveyExtName, ref.mailAction, ref.drillPath), { signal, query: { ...ref.query } }),
    placeholderData: (previous) => previous,
  });
}

/** One page of the recipient table (spec 3 section 9: 50 a page, sorted, by id unless asked). */
export interface RecipientPage {
  page: number;
  pageSize: number;
  sortBy: NonNullable<RecipientsQuery['sortBy']>;
  sortDesc: boolean;
}

/** GET vuejs/mailcampaign/newtrackings/{survey}/{mailAction}/{path}?from&to&sortBy&sortDesc&...: the page shown stays while the next loads. */
export function newTrackingsQuery(api: ApiReader, ref: NewCampaignRef, page: RecipientPage) {
  const from = page.page * page.pageSize;
  const { sendingType, ...rest } = ref.query;
  const query: RecipientsQuery = { ...rest, sendingtype: sendingType, from, to: from + page.pageSize, sortBy: page.sortBy, sortDesc: page.sortDesc };
  return queryOptions({
    queryKey: [...campaignsKey(ref.surveyExtName), 'new', ref.mailAction, ref.drillPath, 'recipients', query],
    queryFn: ({ signal }) => api.get<NewTrackings>(callPath(`${BASE}/newtrackings`, ref.surveyExtName, ref.mailAction, ref.drillPath), { signal, query: { ...query } }),
    placeholderData: (previous) => previous,
  });
}

/** POST vuejs/mailcampaign/startcampaignnow/{survey}/{mailAction}/{path}?filters&mailFilters&deletedRecipients: creates the campaign and starts (or schedules) it. */
export function startCampaignNow(api: ApiClient, ref: NewCampaignRef, payload: CampaignStart): Promise<CampaignResult> {
  const { sendingType: _sendingType, ...query } = ref.query;
  return api.post<CampaignResult>(callPath(`${BASE}/startcampaignnow`, ref.surveyExtName, ref.mailAction, ref.drillPath), payload, { query: { ...query } });
}

/** GET vuejs/campaign/link/{survey}/{campaign}?path: the creation wizard's address of a campaign the survey offers (spec 1 section 7). */
export function campaignLinkUrl(api: ApiReader, surveyExtName: string, campaign: string, drillPath: string): Promise<CampaignLinkUrl> {
  return api.get<CampaignLinkUrl>(callPath('vuejs/campaign/link', surveyExtName, campaign), { query: { path: drillPath } });
}
