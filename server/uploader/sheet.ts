/**
 * Reads an uploaded workbook's first sheet with exceljs's streaming reader, row by row, so memory stays flat
 * whatever the sheet's length; a sheet with more data rows than the limit is refused as soon as the row after the
 * limit arrives. Formula cells are refused, never read: their cached result may be stale or missing (a file written
 * by a program), and the import is all or nothing, so it does not guess. Row 1 holds the column headers.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Invalid } from '../errors';

/** A cell as the mapping reads it: text, a number, a date, a boolean, or nothing. */
export type CellValue = string | number | boolean | Date | null;

/** The spreadsheet's column letters for a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Thrown for a formula cell; the importer names the row and column. */
export class FormulaCell extends Invalid {
  constructor(row: number, column: number) {
    super(
      'formula_cell',
      `Row ${row}, column ${columnLetter(column)} holds a formula. Formulas are not imported: save the sheet with its values (paste as values) and upload it again.`,
    );
  }
}

function cellValue(value: unknown, row: number, column: number): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as {
      formula?: unknown;
      sharedFormula?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      error?: unknown;
    };
    if (v.formula !== undefined || v.sharedFormula !== undefined) throw new FormulaCell(row, column);
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (typeof v.text === 'string') return v.text;
    if (v.error !== undefined) return null;
  }
  return String(value as string);
}

/** Each row of the first sheet as 0-based cell values, with its row number, header first. */
export async function* sheetRows(bytes: Buffer, maxRows: number): AsyncGenerator<{ row: number; cells: CellValue[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (row.number > maxRows + 1)
        throw new Invalid(
          'too_many_rows',
          `The sheet has more than ${maxRows.toLocaleString('en')} rows; at most ${maxRows.toLocaleString('en')} can be imported at once: split the file.`,
        );
      const values = row.values as unknown[];
      const cells: CellValue[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellValue(values[i], row.number, i - 1));
      yield { row: row.number, cells };
    }
    // The first sheet only.
    return;
  }
}
