/**
 * The benchmark reports: the drill unit against each of its children, variable by variable. `benchmarkpdf` draws a
 * bar per unit on the variable's scale; `benchmarkreport` (the Excel benchmark) is the same table, one row per variable.
 */
import { formatNumber, localize, scaleOf, type VariableDef } from '../../../core/metrics/variables';
import type { AnalyticsContext } from '../../survey/context';
import type { RankingRow } from '../../../schemas/api/ranking-data.gen';
import { excelReport, XLSX_TYPE, type Column } from '../excel';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { ensureSpace, heading, MUTED, PDF_TYPE, pdfReport, PRIMARY, type Pdf } from '../pdf';
import { fileName } from '../selection';
import { indicatorTable } from './indicators';
import { selectionContext, type ReportContext } from '../context';

/** More children than this make bars too thin to read; the rest are left out of the PDF (the Excel has them all). */
const MAX_BARS = 40;

interface Benchmark {
  unitName: string;
  context: ReportContext;
  variables: VariableDef[];
  /** The unit first, then its children. */
  units: { name: string; isUnit: boolean; values: (number | null)[] }[];
}

async function benchmarkData(ctx: AnalyticsContext, params: ReportParams): Promise<Benchmark> {
  const { unit, filters, tokens, data, rows } = await indicatorTable(ctx, params);
  const variables = data.headers.slice(1).map((h) => ctx.sa.variables.get(h.extName)!);
  const valuesOf = (r: RankingRow) => r.cells.slice(1).map((c) => (typeof c.value === 'number' ? c.value : null));
  const self = data.footer ?? rows[0];
  return {
    unitName: unit.name,
    context: await selectionContext(ctx, `${label(ctx.locale, 'report.benchmark')}: ${unit.name}`, { unit, filters, tokens }),
    variables,
    units: [
      ...(self ? [{ name: unit.name, isUnit: true, values: valuesOf(self) }] : []),
      ...(data.footer ? rows.map((r) => ({ name: String(r.cells[0]?.value ?? ''), isUnit: false, values: valuesOf(r) })) : []),
    ],
  };
}

export async function buildBenchmarkExcel(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const b = await benchmarkData(ctx, params);
  const columns: Column[] = [{ header: label(ctx.locale, 'report.benchmark'), width: 32 }, ...b.units.map((u) => ({ header: u.name, type: 'number' as const, width: 14 }))];
  const content = await excelReport({ sheetName: label(ctx.locale, 'report.benchmark'), title: `${ctx.survey.title}: ${b.unitName}`, creator: 'Sightline', context: b.context }, columns, async (sheet) => {
    b.variables.forEach((v, i) => sheet.add([localize(v.title, ctx.locale), ...b.units.map((u) => u.values[i] ?? null)]));
  });
  return { fileName: fileName(ctx, 'benchmark', 'xlsx'), contentType: XLSX_TYPE, content };
}

function drawBars(doc: Pdf, ctx: AnalyticsContext, v: VariableDef, units: Benchmark['units'], index: number): void {
  const values = units.map((u) => u.values[index] ?? null);
  const scale = scaleOf(v) ?? { min: 0, max: Math.max(1, ...values.map((x) => x ?? 0)) };
  const left = doc.page.margins.left;
  const nameWidth = 170;
  const barX = left + nameWidth + 8;
  const barWidth = doc.page.width - doc.page.margins.right - barX - 50;
  const span = scale.max - scale.min || 1;
  const xOf = (value: number) => barX + (Math.min(Math.max(value, scale.min), scale.max) - scale.min) * (barWidth / span);
  const zero = xOf(Math.max(scale.min, Math.min(0, scale.max)));
  for (const [i, u] of units.entries()) {
    ensureSpace(doc, 16);
    const y = doc.y;
    const value = values[i] ?? null;
    doc.fontSize(9).fillColor(u.isUnit ? PRIMARY : 'black').text(u.name, left, y, { width: nameWidth, height: 12, ellipsis: true, lineBreak: false });
    doc.rect(barX, y + 1, barWidth, 9).fill('#eceff1');
    if (value !== null) {
      const x = xOf(value);
      doc.rect(Math.min(zero, x), y + 1, Math.max(Math.abs(x - zero), 1), 9).fill(u.isUnit ? PRIMARY : '#7986cb');
    }
    const text = value === null ? label(ctx.locale, 'report.noData') : formatNumber(value, v.kind === 'count' ? 0 : 1, ctx.locale);
    doc.fillColor(value === null ? MUTED : 'black').text(text, barX + barWidth + 6, y, { width: 44, lineBreak: false });
    doc.x = left;
    doc.y = y + 14;
  }
}

export async function buildBenchmarkPdf(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const b = await benchmarkData(ctx, params);
  const units = b.units.slice(0, MAX_BARS + 1);
  const content = await pdfReport(
    b.context,
    (doc) => {
      b.variables.forEach((v, i) => {
        heading(doc, localize(v.title, ctx.locale));
        drawBars(doc, ctx, v, units, i);
      });
    },
  );
  return { fileName: fileName(ctx, 'benchmark', 'pdf'), contentType: PDF_TYPE, content };
}
