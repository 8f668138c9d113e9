import { describe, expect, it } from 'vitest';
import { readImportDate } from './dates';

describe('reading a response date from a spreadsheet cell', () => {
  it('reads a real date cell and an Excel serial number as the day they show', () => {
    expect(readImportDate(new Date(Date.UTC(2022, 4, 31)))).toBe('2022-05-31');
    expect(readImportDate(44712)).toBe('2022-05-31');
  });

  it('reads ISO text as written', () => {
    expect(readImportDate('2021-10-17')).toBe('2021-10-17');
    expect(readImportDate('2021-10-17 14:03')).toBe('2021-10-17');
  });

  it('reads slashed text day first (the British dd/mm/yyyy of the NHS file), also when both readings are possible', () => {
    expect(readImportDate('03/04/2022')).toBe('2022-04-03');
    expect(readImportDate('3/4/2022')).toBe('2022-04-03');
    expect(readImportDate('31/05/2022')).toBe('2022-05-31');
  });

  it('reads month first only where day first is impossible (5/31/2022 has no 31st month)', () => {
    expect(readImportDate('5/31/2022')).toBe('2022-05-31');
    expect(readImportDate('10/17/2021')).toBe('2021-10-17');
  });

  it('refuses what is no day in either reading, and empty cells', () => {
    expect(readImportDate('31/31/2022')).toBeNull();
    expect(readImportDate('30/02/2022')).toBeNull();
    expect(readImportDate('yesterday')).toBeNull();
    expect(readImportDate('')).toBeNull();
    expect(readImportDate(null)).toBeNull();
  });
});
