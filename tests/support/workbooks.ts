/** Spreadsheets the uploader tests send: real .xlsx files written by exceljs, and hand-built zips (bombs, lies). */
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';

/** A form upload (field `files`) of one spreadsheet, as the uploader's page sends it: body and content type. */
export function spreadsheetForm(fileName: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sightline-uploader-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An .xlsx of one sheet whose first row is the header; a cell `{ formula }` is written as a formula. */
export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('responses');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** `rows` data rows of unit, date and score below a header, written by exceljs's streaming writer (memory flat). */
export async function longWorkbook(rows: number, unit = 'Luleå'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = wb.addWorksheet('responses');
  sheet.addRow(['Unit', 'Date', 'Score', 'Comment']).commit();
  for (let i = 0; i < rows; i++)
    sheet.addRow([unit, `2024-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, '0')}`, i % 11, i % 7 === 0 ? `Comment ${i}` : null]).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

interface ZipEntry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  /** The unpacked size the directory states (a lying zip states less than the truth). */
  size: number;
}

/** A zip of deflated entries, with the local headers and central directory a reader walks. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` MB of zeros deflated as they stream, so the test never holds them. */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

export const CONTENT_TYPES = {
  name: '[Content_Types].xml',
  data: zlib.deflateRawSync(Buffer.from('<Types/>')),
  size: 8,
};
