/**
 * The data table's row rule (spec 2, data tables: cells checked against the column types): one pure module, so the
 * table's edit row shows the same refusal before saving that the server answers with 400 after.
 */
import { isIsoDate } from '../dates.ts';
import type { DataTableColumnType } from '../../schemas/api/data-table.gen.ts';

/** What a cell is checked against (a column of the configuration, or of the table's answer). */
export interface CellRuleColumn {
  extname: string;
  type: DataTableColumnType;
  required: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
}

export type CellValue = string | number | boolean | null;

/** Text cells hold at most this many characters unless the column says otherwise. */
export const DEFAULT_MAX_LENGTH = 500;

export type CellError =
  | { error: 'mandatory' }
  | { error: 'text' }
  | { error: 'tooLong'; max: number }
  | { error: 'number' }
  | { error: 'integer' }
  | { error: 'range'; min: number; max: number }
  | { error: 'min'; min: number }
  | { error: 'max'; max: number }
  | { error: 'date' }
  | { error: 'boolean' }
  | { error: 'unknownColumn' };
export type CellErrors = Record<string, CellError>;

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A number cell as a number ('7', '0,25' and 7 alike), or null when it is not one. */
function numberOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : null;
}

function cellError(column: CellRuleColumn, v: unknown): CellError | null {
  if (empty(v)) return column.required ? { error: 'mandatory' } : null;
  switch (column.type) {
    case 'text': {
      if (typeof v !== 'string') return { error: 'text' };
      const max = column.maxLength ?? DEFAULT_MAX_LENGTH;
      return v.trim().length > max ? { error: 'tooLong', max } : null;
    }
    case 'number':
    case 'integer': {
      const n = numberOf(v);
      if (n === null) return { error: 'number' };
      if (column.type === 'integer' && !Number.isInteger(n)) return { error: 'integer' };
      const { min, max } = column;
      if (min !== undefined && max !== undefined) return n < min || n > max ? { error: 'range', min, max } : null;
      if (min !== undefined && n < min) return { error: 'min', min };
      if (max !== undefined && n > max) return { error: 'max', max };
      return null;
    }
    case 'date':
      return typeof v === 'string' && isIsoDate(v.trim()) ? null : { error: 'date' };
    case 'boolean':
      return typeof v === 'boolean' ? null : { error: 'boolean' };
  }
}

/** The refused cells by column extname; a cell of a column the table does not have is refused too. */
export function cellErrors(columns: readonly CellRuleColumn[], cells: Record<string, unknown>): CellErrors {
  const errors: CellErrors = {};
  for (const column of columns) {
    const e = cellError(column, cells[column.extname]);
    if (e) errors[column.extname] = e;
  }
  const known = new Set(columns.map((c) => c.extname));
  for (const name of Object.keys(cells)) if (!known.has(name)) errors[name] = { error: 'unknownColumn' };
  return errors;
}

export const hasCellErrors = (errors: CellErrors) => Object.keys(errors).length > 0;

/** The cells of a row that passed `cellErrors`, in column order: text trimmed, numbers as numbers, empty as null. */
export function rowCells(columns: readonly CellRuleColumn[], cells: Record<string, unknown>): CellValue[] {
  return columns.map((column) => {
    const v = cells[column.extname];
    if (empty(v)) return null;
    if (column.type === 'number' || column.type === 'integer') return numberOf(v);
    if (column.type === 'boolean') return v as boolean;
    return String(v).trim();
  });
}
