/** The record table's download: every record of the drill unit with the component's columns, in the order asked for. */
import { Invalid } from '../../errors';
import { recordRows, recordTableOf, type RecordTableDef } from '../../records/table';
import type { AnalyticsContext } from '../../survey/context';
import { selectionContext } from '../context';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { fileName, MAX_REPORT_ROWS, noteRowCount, reportUnit } from '../selection';

const BATCH = 2000;

function tableOf(ctx: AnalyticsContext, params: ReportParams): RecordTableDef {
  if (!params.component) throw new Invalid('missing_component', 'The record table report needs its component.');
  return recordTableOf(ctx, params.component, params.sortBy, params.sortDesc);
}

export async function checkRecordTableRequest(ctx: AnalyticsContext, params: ReportParams): Promise<void> {
  tableOf(ctx, params);
  await reportUnit(ctx, params);
}

export async function buildRecordTableReport(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const def = tableOf(ctx, params);
  const selection = await reportUnit(ctx, params);
  const title = label(ctx.locale, 'report.records');
  const columns: Column[] = def.columns.map((c) =>
    c.kind === 'question' && !c.text ? { header: c.header.title, type: 'number', width: 14 } : { header: c.header.title, width: c.kind === 'question' ? 60 : 20 },
  );
  const content = await excelReport({ sheetName: title, title: `${ctx.survey.title}: ${selection.unit.name}`, creator: 'Sightline', context: await selectionContext(ctx, title, selection) }, columns, async (sheet) => {
    // Pages by offset: the sort may be any column, so no key is known to continue after.
    for (let offset = 0; sheet.rows < MAX_REPORT_ROWS; offset += BATCH) {
      const rows = await recordRows(ctx, def, selection.unit, selection.filters, Math.min(BATCH, MAX_REPORT_ROWS - sheet.rows), offset);
      for (const r of rows) sheet.add(r.cells);
      if (rows.length < BATCH) break;
    }
    noteRowCount(sheet, sheet.rows, ctx.locale);
  });
  return { fileName: fileName(ctx, 'records', 'xlsx'), contentType: XLSX_TYPE, content };
}
