/** The ranking list report: the rows of the ranking screen (server/analytics/ranking.ts), every page, and the unit's total. */
import { computeRanking, LEAF_PAGE, MAX_ROWS, type ComputedRanking } from '../../analytics/ranking';
import type { AnalyticsContext, UnitRow } from '../../survey/context';
import type { RankingRow } from '../../../schemas/api/ranking-data.gen';
import type { CompiledFilters } from '../../analytics/filters';
import type { FilterToken } from '../../../core/drillpath/tokens';
import { excelReport, XLSX_TYPE, type Column, type SheetWriter } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, reportUnit } from '../selection';
import type { ReportContext } from '../context';
import { selectionContext } from '../context';

/** All rows of a ranking: a non-leaf's children in one call, a leaf's interviews page by page. */
export async function allRankingRows(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  config: string,
  sort: { sortVar?: string; sortDesc?: boolean } = {},
): Promise<{ data: ComputedRanking; rows: RankingRow[] }> {
  // No page given: all children up to MAX_ROWS, or a leaf's first LEAF_PAGE interviews.
  const data = await computeRanking(ctx, unit, filters, tokens, config, sort);
  if (!data.leafRows) return { data, rows: data.rows };
  const rows = [...data.rows];
  for (let from = rows.length; from < data.totalNumberRows && from < MAX_ROWS * 100; from += LEAF_PAGE) {
    const page = await computeRanking(ctx, unit, filters, tokens, config, { from, to: from + LEAF_PAGE, ...sort });
    if (page.rows.length === 0) break;
    rows.push(...page.rows);
  }
  return { data, rows };
}

/** One ranking as a sheet: name/id column as text, variables as numbers, the unit's total in bold last. */
export async function rankingSheet(ctx: AnalyticsContext, sheetName: string, data: ComputedRanking, rows: RankingRow[], context: ReportContext): Promise<Buffer> {
  const columns: Column[] = data.headers.map((h, i) =>
    i === 0 || h.type === 'text' ? { header: h.title, width: 32 } : h.type === 'date' ? { header: h.title, type: 'date' } : { header: h.title, type: 'number' },
  );
  // A text column past the name (a sample's state) holds a code; the sheet shows its words, as the screen does.
  const cellsOf = (r: RankingRow) => r.cells.map((c, i) => (i > 0 && data.headers[i]?.type === 'text' ? c.formattedValue : c.value));
  return excelReport({ sheetName, title: `${ctx.survey.title}: ${sheetName}`, creator: 'Sightline', context }, columns, async (sheet: SheetWriter) => {
    for (const r of rows) sheet.add(cellsOf(r));
    if (rows.length === 0) sheet.note(label(ctx.locale, 'report.noRows'));
    if (data.footer) sheet.add([`${label(ctx.locale, 'term.total')}: ${String(data.footer.cells[0]?.value ?? '')}`, ...data.footer.cells.slice(1).map((c) => c.value)], { bold: true });
  });
}

export async function buildRankingReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const selection = await reportUnit(ctx, params);
  const { unit, filters, tokens } = selection;
  const { data, rows } = await allRankingRows(ctx, unit, filters, tokens, params.config ?? 'default');
  const title = label(ctx.locale, 'term.ranking');
  const content = await rankingSheet(ctx, title, data, rows, await selectionContext(ctx, title, selection));
  return { fileName: fileName(ctx, 'ranking', 'xlsx'), contentType: XLSX_TYPE, content };
}
