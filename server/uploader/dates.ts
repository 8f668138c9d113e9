/**
 * How the data uploader reads a response date (issue 20: "ambiguous dates: say how the mapping handles them"). A
 * date cell or an Excel serial number is the day it shows. Text is ISO (yyyy-mm-dd, a time after it ignored) or
 * slashed: slashed text is read day first (dd/mm/yyyy, as the NHS file and most of Europe write it), also when the
 * month-first reading would be possible too (3/4/2022 is 3 April); it is read month first only where day first is
 * impossible (5/31/2022 has no 31st month). Anything else is no date: the import names the row and column.
 */

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

/** The ISO day a cell's value names, or null when it names none. */
export function readImportDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1) return null;
    const d = new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS);
    return isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:\s.*)?$/.exec(text);
  if (!slashed) return null;
  const [a, b, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return isoDay(year, b, a) ?? isoDay(year, a, b);
}
