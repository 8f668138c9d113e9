/** The indicators report: every survey variable for each child unit of the drill unit (the unit itself at a leaf). */
import type { AnalyticsContext } from '../../survey/context';
import { computeRanking } from '../../analytics/ranking';
import { XLSX_TYPE } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, reportUnit } from '../selection';
import { rankingSheet } from './ranking';
import { selectionContext } from '../context';

/** A ranking configuration of all the survey's variables, named so it cannot clash with an authored one. */
const ALL_VARIABLES = '__all_variables';

/** The analytics context with a ranking of every variable, so the ranking code computes the indicators. */
export function withAllVariables(ctx: AnalyticsContext): AnalyticsContext {
  const names = [...ctx.sa.variables.keys()];
  return { ...ctx, sa: { ...ctx.sa, rankings: { ...ctx.sa.rankings, [ALL_VARIABLES]: { rankingVar: names[0] ?? 'interviews', columns: names } } } };
}

/** Children (or the unit itself at a leaf) with every variable, sorted by name; the unit's own values as the footer. */
export async function indicatorTable(ctx: AnalyticsContext, params: ReportParams) {
  const { unit, filters, tokens } = await reportUnit(ctx, params);
  const all = withAllVariables(ctx);
  const data = await computeRanking(all, unit, filters, tokens, ALL_VARIABLES, { sortVar: 'name', sortDesc: false });
  // At a leaf the ranking lists interviews; indicators are per unit, so the unit's own row stands alone.
  if (data.leafRows) return { unit, filters, tokens, data: { ...data, leafRows: false, footer: null }, rows: data.footer ? [data.footer] : [] };
  return { unit, filters, tokens, data, rows: data.rows };
}

export async function buildIndicatorsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const { data, rows, ...selection } = await indicatorTable(ctx, params);
  const title = label(ctx.locale, 'report.indicators');
  const content = await rankingSheet(ctx, title, data, rows, await selectionContext(ctx, title, selection));
  return { fileName: fileName(ctx, 'indicators', 'xlsx'), contentType: XLSX_TYPE, content };
}
