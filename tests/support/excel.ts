/** Reading a downloaded report workbook back in an end-to-end test. */
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { downloadedBytes } from './browser';

/** The table from its header row on (the panes freeze below it), and the context lines above it. */
export async function readExcel(download: Download): Promise<unknown[][] & { context: string[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await downloadedBytes(download)) as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const headerRow = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 1;
  const rows = Object.assign([] as unknown[][], { context: [] as string[] });
  sheet.eachRow((row, n) => (n < headerRow ? rows.context.push(String(row.getCell(1).value)) : rows.push((row.values as unknown[]).slice(1))));
  return rows;
}
