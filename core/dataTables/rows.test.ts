import { describe, expect, it } from 'vitest';
import { cellErrors, hasCellErrors, rowCells, type CellRuleColumn } from './rows.ts';

const COLUMNS: CellRuleColumn[] = [
  { extname: 'store', type: 'text', required: true, maxLength: 10 },
  { extname: 'visits', type: 'integer', required: false, min: 0, max: 100 },
  { extname: 'share', type: 'number', required: false, min: 0, max: 1 },
  { extname: 'opened', type: 'date', required: false },
  { extname: 'active', type: 'boolean', required: false },
];

describe('a data table row against its columns', () => {
  it('accepts cells of the column types and gives them in column order, empty as null', () => {
    const cells = { active: true, store: ' Luleå ', visits: 12, share: 0.5, opened: '2024-02-29' };
    expect(cellErrors(COLUMNS, cells)).toEqual({});
    expect(rowCells(COLUMNS, cells)).toEqual(['Luleå', 12, 0.5, '2024-02-29', true]);
    expect(rowCells(COLUMNS, { store: 'A', visits: '', share: null })).toEqual(['A', null, null, null, null]);
  });

  it('takes numbers typed as text, with a decimal comma', () => {
    expect(cellErrors(COLUMNS, { store: 'A', visits: '7', share: '0,25' })).toEqual({});
    expect(rowCells(COLUMNS, { store: 'A', visits: '7', share: '0,25' })).toEqual(['A', 7, 0.25, null, null]);
  });

  it('names each refused column and why', () => {
    expect(cellErrors(COLUMNS, { store: '  ', visits: 2.5, share: 3, opened: '2023-02-29', active: 'yes' })).toEqual({
      store: { error: 'mandatory' },
      visits: { error: 'integer' },
      share: { error: 'range', min: 0, max: 1 },
      opened: { error: 'date' },
      active: { error: 'boolean' },
    });
    expect(cellErrors(COLUMNS, { store: 'x'.repeat(11), visits: 'many', share: -1 })).toEqual({
      store: { error: 'tooLong', max: 10 },
      visits: { error: 'number' },
      share: { error: 'range', min: 0, max: 1 },
    });
    expect(cellErrors([{ extname: 'n', type: 'number', required: false, min: 5 }], { n: 4 })).toEqual({ n: { error: 'min', min: 5 } });
    expect(cellErrors([{ extname: 'n', type: 'number', required: false, max: 5 }], { n: 6 })).toEqual({ n: { error: 'max', max: 5 } });
    expect(cellErrors([{ extname: 't', type: 'text', required: false }], { t: 5 })).toEqual({ t: { error: 'text' } });
  });

  it('refuses a cell of a column the table does not have', () => {
    expect(cellErrors(COLUMNS, { store: 'A', colour: 'red' })).toEqual({ colour: { error: 'unknownColumn' } });
  });

  it('has errors only when some column was refused', () => {
    expect(hasCellErrors({})).toBe(false);
    expect(hasCellErrors({ store: { error: 'mandatory' } })).toBe(true);
  });
});
