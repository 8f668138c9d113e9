/**
 * Range and date-interval filters (spec 1 section 5). A range filter applies only when both ends are filled and is
 * encoded `from_to`; a date interval needs from < to and starts at -30 and 0 (days relative to today).
 */

export interface RangeInput {
  from: string;
  to: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The token value of a range filter, or null while it does not apply (an end empty or not a number). */
export function encodeRange({ from, to }: RangeInput): string | null {
  const a = from.trim();
  const b = to.trim();
  if (!NUMBER.test(a) || !NUMBER.test(b)) return null;
  return `${a}_${b}`;
}

/** The two ends of a `from_to` value; empty ends when it is not one. Negative ends keep their minus sign. */
export function decodeRange(value: string | undefined): RangeInput {
  const m = value ? /^(-?\d+(?:\.\d+)?)_(-?\d+(?:\.\d+)?)$/.exec(value) : null;
  return m ? { from: m[1]!, to: m[2]! } : { from: '', to: '' };
}

export type IntervalUnit = 'days' | 'months' | 'years';

export interface DateInterval {
  unit: IntervalUnit;
  from: number;
  to: number;
}

export const DEFAULT_INTERVAL: DateInterval = { unit: 'days', from: -30, to: 0 };

/** from must be less than to; both whole numbers. */
export function intervalValid(i: DateInterval): boolean {
  return Number.isInteger(i.from) && Number.isInteger(i.to) && i.from < i.to;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The time code of a valid interval (`rdays-30_0`), else null. */
export function encodeInterval(i: DateInterval): string | null {
  return intervalValid(i) ? `r${i.unit}${signed(i.from)}_${signed(i.to)}` : null;
}

/** The interval of a time code, or the defaults when the code is not an interval. */
export function decodeInterval(code: string | undefined): DateInterval {
  const m = code ? /^r(days|months|years)([+-]?\d{1,5})_([+-]?\d{1,5})$/.exec(code) : null;
  return m ? { unit: m[1] as IntervalUnit, from: Number(m[2]), to: Number(m[3]) } : DEFAULT_INTERVAL;
}
