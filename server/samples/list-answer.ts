/**
 * The sample list call's answers (spec 1 section 7, server/routes/sample-list.ts): one page of the selected samples
 * with the segmented drill path and the table's settings, or, in delete mode, the number of samples deleted.
 */
import { VIEW_COMPLETED_SAMPLES, VIEW_SAMPLES } from '../accounts/rights';
import { contactHidden, requireRight, sortDescParam, type AnalyticsContext } from '../survey/context';
import { segmentedPath } from '../analytics/segmented';
import { deleteSelected, listSamples } from './list';
import { bodyTokens, sampleSelection } from './selection';
import { sampleTableConfig } from './table-config';
import type { SampleCount } from '../../schemas/api/sample-count.gen';
import type { SampleList } from '../../schemas/api/sample-list.gen';
import type { SampleListParams } from '../../schemas/api/params/sample-list-params.gen';

/** The list call's path parameters (see server/routes/sample-list.ts). */
export type SampleListCall = Omit<SampleListParams, 'survey'>;

/** One page of the samples of the drill unit and its subtree; `body` holds more filter tokens. */
export async function sampleListAnswer(ctx: AnalyticsContext, call: SampleListCall, body: unknown): Promise<SampleList> {
  requireRight(ctx, VIEW_SAMPLES, 'see samples');
  const sortDesc = sortDescParam(call.sortDesc);
  const table = sampleTableConfig(ctx, call.config);
  const sel = await sampleSelection(ctx, call.path, call.filter, bodyTokens(body));
  const rankingData = await listSamples(ctx, sel, { from: call.from, to: call.to, sortBy: call.sortBy, sortDesc });
  return { segmentedDrillPath: await segmentedPath(ctx, sel.unit, sel.filters, sel.tokens), rankingData, viewCompletedSamples: ctx.roleRights.includes(VIEW_COMPLETED_SAMPLES), contactHidden: contactHidden(ctx), sampleTable: table };
}

/** Delete mode: deletes every selected sample (root, core tables only; deleteSelected says why not). */
export async function deleteSelectedAnswer(ctx: AnalyticsContext, call: SampleListCall, body: unknown): Promise<SampleCount> {
  const table = sampleTableConfig(ctx, call.config);
  const sel = await sampleSelection(ctx, call.path, call.filter, bodyTokens(body));
  return { count: await deleteSelected(ctx, sel, table) };
}
