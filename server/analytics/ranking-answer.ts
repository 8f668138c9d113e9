/**
 * The ranking calls' answers (spec 1 section 7, server/routes/ranking.ts): each parses its drill path, then
 * answers the ranking page with its segmented path, the unit search, or the segmented path alone.
 */
import { VIEW_COMPLETED_SAMPLES } from '../accounts/rights';
import { drillRequest, sortDescParam, type AnalyticsContext } from '../survey/context';
import { computeRanking } from './ranking';
import { segmentedPath, suggestions } from './segmented';
import type { RankingData } from '../../schemas/api/ranking-data.gen';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { SegmentedPath } from '../../schemas/api/segmented-path.gen';
import type { RankingListParams } from '../../schemas/api/params/ranking-list-params.gen';
import type { RankingPageParams } from '../../schemas/api/params/ranking-page-params.gen';

/** The list call's path parameters; the paged form adds the rows and the sort. */
export type RankingRequest = Omit<RankingListParams, 'survey'> & Partial<Omit<RankingPageParams, 'survey'>>;

/** The drill unit's ranking (one page of it, sorted, when asked) with the segmented drill path. */
export async function rankingAnswer(ctx: AnalyticsContext, req: RankingRequest): Promise<RankingData> {
  const { unit, filters, tokens } = await drillRequest(ctx, req.path, req.filter);
  const page = { from: req.from, to: req.to, sortVar: req.sortVar, sortDesc: req.sortDesc === undefined ? undefined : sortDescParam(req.sortDesc) };
  const ranking = await computeRanking(ctx, unit, filters, tokens, req.config, page);
  return { ...ranking, viewCompletedSamples: ctx.roleRights.includes(VIEW_COMPLETED_SAMPLES), segmentedDrillPath: await segmentedPath(ctx, unit, filters, tokens) };
}

/** Units below the drill path's unit whose name contains the term, grouped by level. */
export async function rankingSuggestions(ctx: AnalyticsContext, path: string, term: string): Promise<RankingSuggestions> {
  const { unit } = await drillRequest(ctx, path);
  return suggestions(ctx, unit, term);
}

/** The drill path as segments with their children, interviews in the selection and open alerts. */
export async function segmentedPathAnswer(ctx: AnalyticsContext, path: string): Promise<SegmentedPath> {
  const { unit, filters, tokens } = await drillRequest(ctx, path);
  return segmentedPath(ctx, unit, filters, tokens);
}
