import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeFormula, excelReport } from './excel';

describe('escapeFormula', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('defuses %j', (text) => {
    expect(escapeFormula(text)).toBe(`'${text}`);
  });
  it.each(['Stockholm', 'a=b', '', ' =1', "'quoted"])('leaves %j alone', (text) => {
    expect(escapeFormula(text)).toBe(text);
  });
});

describe('excelReport', () => {
  it('writes one sheet: a bold header, typed cells, escaped text, a note', async () => {
    const when = new Date(Date.UTC(2026, 10, 22, 8, 30));
    const bytes = await excelReport(
      { sheetName: 'Test: a/b', title: 't', creator: 'test' },
      [{ header: 'Text' }, { header: 'Number', type: 'number' }, { header: 'When', type: 'datetime' }],
      async (sheet) => {
        sheet.add(['=HYPERLINK("x")', -3.5, when]);
        sheet.add([null, '12', when.toISOString()]);
        sheet.note('-- nothing more --');
      },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Test  a b']);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual(['\'=HYPERLINK("x")', -3.5, when]);
    expect((ws.getRow(3).values as unknown[]).slice(1)).toEqual([undefined, 12, when]);
    expect(ws.getRow(4).getCell(1).value).toBe("'-- nothing more --");
  });
});
