/**
 * The checks an uploaded spreadsheet passes before a byte of its content is parsed (issue 20 item 2): the name ends
 * in .xlsx, the size is bounded, the bytes start as a zip does, and the zip's central directory promises a bounded
 * number of entries and unpacked bytes. Then every entry is inflated once into nothing, counting, so a central
 * directory that lies about its sizes is caught too (a zip bomb is refused before exceljs sees it).
 */
import zlib from 'node:zlib';
import { Invalid } from '../errors';
import { uploadFileName } from '../uploads';

export interface UploadLimits {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The most bytes all entries may unpack to. */
  maxUnpackedBytes: number;
  /** The most entries the zip may hold. */
  maxEntries: number;
  /** The most data rows (below the header) the sheet may hold. */
  maxRows: number;
}

export const UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxEntries: 1000,
  maxRows: 100_000,
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const refuse = (code: string, message: string) => new Invalid(code, message);

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries; refuses what is not a zip or names more than the limits allow. */
function centralDirectory(bytes: Buffer, limits: UploadLimits): Entry[] {
  // The end record is in the last 22 + 65,535 (the longest comment) bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL) {
      end = i;
      break;
    }
  }
  if (end < 0) throw refuse('not_xlsx', 'The file is not an Excel workbook (.xlsx): it is no zip archive.');
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff)
    throw refuse('zip_too_large', 'The workbook is a ZIP64 archive, a format only for files far larger than an upload may be: refused.');
  if (count > limits.maxEntries) throw refuse('zip_bomb', `The workbook holds ${count} files; at most ${limits.maxEntries} are accepted.`);
  if (offset + size > end) throw refuse('not_xlsx', 'The file is not an Excel workbook (.xlsx): its zip directory is damaged.');
  const entries: Entry[] = [];
  let unpacked = 0;
  for (let p = offset, k = 0; k < count; k++) {
    if (p + 46 > end || bytes.readUInt32LE(p) !== CENTRAL_HEADER)
      throw refuse('not_xlsx', 'The file is not an Excel workbook (.xlsx): its zip directory is damaged.');
    const nameLength = bytes.readUInt16LE(p + 28);
    const entry: Entry = {
      method: bytes.readUInt16LE(p + 10),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
    };
    unpacked += entry.size;
    if (unpacked > limits.maxUnpackedBytes) {
      throw refuse('zip_bomb', `The workbook unpacks to more than ${mb(limits.maxUnpackedBytes)} (a zip bomb?): refused before reading it.`);
    }
    entries.push(entry);
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  return entries;
}

/** Inflates one entry into nothing, counting: more bytes than its directory entry says is a lie, refused. */
function inflatedSize(bytes: Buffer, entry: Entry, limits: UploadLimits): Promise<number> {
  const p = entry.localOffset;
  if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== LOCAL_HEADER)
    return Promise.reject(refuse('not_xlsx', 'The file is not an Excel workbook (.xlsx): a zip entry is damaged.'));
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Promise.resolve(data.length);
  if (entry.method !== 8) return Promise.reject(refuse('not_xlsx', `The workbook's entry ${entry.name} uses a compression Excel does not write.`));
  return new Promise((resolve, reject) => {
    let total = 0;
    const inflate = zlib.createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.size || total > limits.maxUnpackedBytes) {
        inflate.destroy();
        reject(refuse('zip_bomb', `The workbook's entry ${entry.name} unpacks to more than its directory says (a zip bomb?): refused.`));
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(refuse('not_xlsx', `The file is not an Excel workbook (.xlsx): its entry ${entry.name} is damaged.`)));
    inflate.end(data);
  });
}

/** Passes `bytes` named `fileName` when every check holds; throws the 400 that says which did not. */
export async function checkUpload(fileName: string, bytes: Buffer, limits: UploadLimits = UPLOAD_LIMITS): Promise<void> {
  if (!/\.xlsx$/i.test(uploadFileName(fileName))) throw refuse('xlsx_only', 'Only Excel workbooks (.xlsx) can be uploaded.');
  if (bytes.length === 0) throw refuse('empty_file', 'The file is empty.');
  if (bytes.length > limits.maxBytes) throw refuse('file_too_large', `The file is larger than ${mb(limits.maxBytes)}.`);
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) throw refuse('not_xlsx', 'The file is not an Excel workbook (.xlsx): it is no zip archive.');
  const entries = centralDirectory(bytes, limits);
  if (!entries.some((e) => e.name === '[Content_Types].xml')) throw refuse('not_xlsx', 'The file is a zip archive but no Excel workbook (.xlsx).');
  for (const entry of entries) await inflatedSize(bytes, entry, limits);
}
