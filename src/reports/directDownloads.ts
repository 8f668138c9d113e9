/**
 * The report menu's direct downloads (spec 1 section 7, "Direct download links"): the indicators and the ranking
 * list of the screen's survey, drill path and filters, made in the request instead of queued. The menu offers each
 * where it offers the queued report of the same kind, so the survey's report flags (the server's menu call) decide
 * both; the server checks the caller's unit scope again on the call.
 */
import { indicatorsDownloadPath, rankingListDownloadPath } from '../api/downloads.ts';
import type { ReportKind } from '../api/reports.ts';
import { RANKING_CONFIG } from '../screens/ranking/config.ts';

export interface DirectDownload {
  id: 'indicators' | 'rankinglist';
  /** Message id of the menu item. */
  label: 'reports.direct.indicators' | 'reports.direct.rankinglist';
  path: string;
  /** The file name when the server's answer names none. */
  fallbackName: string;
}

export function directDownloads(enabled: readonly ReportKind[], surveyExtName: string, drillPath: string): DirectDownload[] {
  const downloads: DirectDownload[] = [];
  if (enabled.includes('indicatorsreport')) {
    downloads.push({ id: 'indicators', label: 'reports.direct.indicators', path: indicatorsDownloadPath(surveyExtName, drillPath), fallbackName: `${surveyExtName}-indicators.xlsx` });
  }
  if (enabled.includes('rankingreport')) {
    // The ranking screen's configuration: the list is the rows that screen shows.
    downloads.push({ id: 'rankinglist', label: 'reports.direct.rankinglist', path: rankingListDownloadPath(surveyExtName, RANKING_CONFIG, drillPath), fallbackName: `${surveyExtName}-ranking.xlsx` });
  }
  return downloads;
}
