/**
 * The alert list calls' answers (spec 1 section 7, server/routes/alert.ts): each parses its drill path, then answers
 * the page of alerts with the segmented path, or the search box's units and alerts.
 */
import { drillRequest, type AnalyticsContext } from '../survey/context';
import { segmentedPath, suggestions } from '../analytics/segmented';
import { alertSuggestions, listAlerts } from './list';
import { readAlertConfig } from './config';
import type { AlertList } from '../../schemas/api/alert-list.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';

/** The list call's path parameters (see server/routes/alert.ts) and whether it is `listnew`. */
export interface AlertListCall {
  path: string;
  filter: string;
  from: number;
  to: number;
  sort: string;
  onlyOpen: boolean;
  /** The `state` query parameter: only alerts in this state. */
  state?: number;
}

/** One page of the alerts under the drill unit, with the segmented drill path. */
export async function alertListAnswer(ctx: AnalyticsContext, call: AlertListCall): Promise<AlertList> {
  const { unit, filters, tokens } = await drillRequest(ctx, call.path, call.filter);
  const list = await listAlerts(ctx, unit, filters, { from: call.from, to: call.to, sort: call.sort, onlyOpen: call.onlyOpen, state: call.state });
  return { ...list, segmentedDrillPath: await segmentedPath(ctx, unit, filters, tokens), page: readAlertConfig(ctx.sa).page };
}

/** Units below the drill unit whose name contains the term, then alerts whose number is the term or whose comments contain it. */
export async function alertSuggestionsAnswer(ctx: AnalyticsContext, path: string, term: string): Promise<RankingSuggestions> {
  const { unit } = await drillRequest(ctx, path);
  const units = await suggestions(ctx, unit, term);
  return { viewResults: [...units.viewResults, ...(await alertSuggestions(ctx, unit, term))] };
}
