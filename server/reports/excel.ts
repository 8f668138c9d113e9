/**
 * Excel output for the reports: exceljs's streaming WorkbookWriter, so rows go to the zip as they are added and a
 * 100,000-interview report never sits in memory as a worksheet model. One sheet per report, a styled header row,
 * numbers as numbers, dates as dates, and every text cell defused against formula injection.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { contextText, type ReportContext } from './header';

export type ColumnType = 'text' | 'number' | 'date' | 'datetime';

export interface Column {
  header: string;
  type?: ColumnType;
  width?: number;
  /** Number format for number columns, e.g. `0.0`. */
  numFmt?: string;
}

export type CellInput = string | number | Date | boolean | null | undefined;

/**
 * Text a spreadsheet app would read as a formula (or a DDE call) gets a leading apostrophe. Tab and carriage return
 * are included because some apps strip them and then see the `=` behind them (OWASP CSV injection).
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0000C8' } };
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };
/** The app's date format (core/dates.ts formatDate) in Excel's notation, the slash escaped so Excel does not swap in
 * the reader's own date separator; the cells stay real dates. */
const DATE_FORMATS: Record<'date' | 'datetime', string> = { date: 'dd\\/mm-yyyy', datetime: 'dd\\/mm-yyyy hh:mm' };

function cellValue(type: ColumnType, value: CellInput): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : escapeFormula(String(value));
  }
  if (type === 'date' || type === 'datetime') {
    const d = value instanceof Date ? value : new Date(String(value));
    return Number.isNaN(d.getTime()) ? escapeFormula(String(value)) : d;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return escapeFormula(value);
}

export interface SheetWriter {
  add(values: CellInput[], opts?: { bold?: boolean }): void;
  /** A line of explanation across the sheet (e.g. 'No actions'), in italics. */
  note(text: string): void;
  readonly rows: number;
}

/**
 * A workbook with exactly one sheet; `build` fills it, the promise gives the finished .xlsx bytes. With a `context`
 * the sheet starts with the report's title and its context lines, one `Label: value` per row (a long line runs over
 * the empty cells beside it), then a blank row, then the table; the panes freeze below the table's header row.
 */
export async function excelReport(
  meta: { sheetName: string; title: string; creator: string; context?: ReportContext },
  columns: Column[],
  build: (sheet: SheetWriter) => Promise<void>,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = meta.creator;
  workbook.title = meta.title;
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const contextRows = meta.context ? meta.context.lines.length + 2 : 0;
  const ws = workbook.addWorksheet(meta.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: contextRows + 1 }] });
  ws.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width ?? (c.type === 'datetime' ? 18 : c.type === 'date' ? 12 : c.type === 'number' ? 12 : 24),
    style: c.type === 'date' || c.type === 'datetime' ? { numFmt: DATE_FORMATS[c.type] } : c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  if (meta.context) {
    const title = ws.addRow([escapeFormula(meta.context.title)]);
    title.font = { bold: true, size: 14 };
    title.commit();
    for (const line of meta.context.lines) ws.addRow([escapeFormula(contextText(line))]).commit();
    ws.addRow([]).commit();
  }
  const header = ws.addRow(columns.map((c) => escapeFormula(c.header)));
  header.eachCell((cell) => {
    cell.font = HEADER_FONT;
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle' };
  });
  header.commit();

  let rows = 0;
  const writer: SheetWriter = {
    add(values, opts) {
      const row = ws.addRow(values.map((v, i) => cellValue(columns[i]?.type ?? 'text', v)));
      if (opts?.bold) row.font = { bold: true };
      row.commit();
      rows++;
    },
    note(text) {
      const row = ws.addRow([escapeFormula(text)]);
      row.font = { italic: true };
      row.commit();
      rows++;
    },
    get rows() {
      return rows;
    },
  };
  await build(writer);
  ws.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
