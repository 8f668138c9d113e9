/** The question search's download (spec 2, Question search; issue 14): every comment matching the search, as the table shows them. */
import { Invalid } from '../../errors';
import type { SearchSort } from '../../../schemas/api/text-search-request.gen';
import type { AnalyticsContext } from '../../survey/context';
import { searchDef, searchHeaders, searchRows } from '../../text/search';
import { SEARCH_TYPES } from '../../text/selection';
import { selectionContext } from '../context';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, MAX_REPORT_ROWS, noteRowCount } from '../selection';

const BATCH = 2000;

function defOf(ctx: AnalyticsContext, params: ReportParams) {
  if (!params.component) throw new Invalid('missing_component', 'The comments download needs its question search component.');
  return searchDef(ctx, params.component, SEARCH_TYPES, params.path);
}

export async function checkCommentsRequest(ctx: AnalyticsContext, params: ReportParams): Promise<void> {
  await defOf(ctx, params);
}

export async function buildCommentsReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const def = await defOf(ctx, params);
  const ask = { text: params.filterTerm ?? '', ...(params.sortBy ? { sortBy: params.sortBy as SearchSort } : {}), ...(params.sortDesc !== undefined ? { sortDesc: params.sortDesc } : {}) };
  const headers = searchHeaders(ctx, def);
  const title = label(ctx.locale, 'report.comments');
  // Every text cell goes through the writer, which escapes what a spreadsheet would read as a formula (excel.ts).
  const columns: Column[] = [{ header: label(ctx.locale, 'term.date'), type: 'date', width: 12 }, ...headers.map((h): Column => (h.extname === 'indicator' ? { header: h.title, type: 'number', width: 12 } : { header: h.title, width: h.extname === 'comment' ? 80 : 16 }))];
  const yes = label(ctx.locale, 'report.yes');
  const content = await excelReport({ sheetName: title, title: `${ctx.survey.title}: ${def.sel.unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, title, def.sel) }, columns, async (sheet) => {
    for (let offset = 0; sheet.rows < MAX_REPORT_ROWS; offset += BATCH) {
      const { rows } = await searchRows(ctx, def, ask, Math.min(BATCH, MAX_REPORT_ROWS - sheet.rows), offset, 0);
      for (const r of rows) {
        const cells = { comment: r.comment, question: r.question, positive: r.positive ? yes : '', negative: r.negative ? yes : '', indicator: r.indicator, var0: r.var0 };
        sheet.add([new Date(`${r.date}T00:00:00Z`), ...headers.map((h) => cells[h.extname])]);
      }
      if (rows.length < BATCH) break;
    }
    noteRowCount(sheet, sheet.rows, ctx.locale);
  });
  return { fileName: fileName(ctx, 'comments', 'xlsx'), contentType: XLSX_TYPE, content };
}
