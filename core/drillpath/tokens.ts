/**
 * Drill path and filter token codec (spec 1 section 9). One pure module for the server and the browser.
 *
 * A route parameter is `segment,segment,...;name=value1*value2;name=value`. Server calls carry the filter part
 * as its own path parameter, with `none` standing for "no filters".
 */
import { isIsoDate } from '../dates';

/** Why a path or token was refused; `token` is the offending piece, quoted back to the caller. */
export class DrillPathError extends Error {
  constructor(
    readonly token: string,
    readonly reason: string,
  ) {
    super(`Bad drill path or filter token "${token}": ${reason}`);
    this.name = 'DrillPathError';
  }
}

/** The special filter names of the spec. */
export const TIME_FILTER = 'ftime';
export const CAMPAIGN_FILTER = 'cf';
export const LOYALTY_SEGMENTS_FILTER = 'lsegs';
export const CAMPAIGN_IDS_FILTER = 'mcids';
/** The value of an empty segment in server calls. */
export const EMPTY = 'none';

export type RelativeUnit = 'd' | 'm' | 'y';

/** A time value: what the `ftime` filter (or a date filter) holds. */
export type TimeValue =
  /** `rdate` + e|b|a (exactly, before, after) + count + d|m|y + b|f (back, forward): `rdateb3mb`. */
  | { kind: 'rdate'; mode: 'e' | 'b' | 'a'; count: number; unit: RelativeUnit; direction: 'b' | 'f' }
  /** `rdays-30_0`, `rmonths-12_0`, `ryears-1_0`: from and to, signed offsets from today (to inclusive). */
  | { kind: 'interval'; unit: 'days' | 'months' | 'years'; from: number; to: number }
  | { kind: 'today'; variant: 'today' | 'today_ymd' | 'today_md' }
  /** Table dates: none, first or last. */
  | { kind: 'table'; which: 'none' | 'first' | 'last' }
  /** `Ige01012026:01042026`: a custom range, start inclusive, end exclusive (ISO dates here). */
  | { kind: 'custom'; start: string; end: string };

export interface FilterValue {
  /** The value without its `_` and `~` markers. */
  value: string;
  /** `_` prefix: exclude (not / no match). */
  exclude: boolean;
  /** `~` suffix: substring match. */
  contains: boolean;
}

export interface FilterToken {
  name: string;
  values: FilterValue[];
}

export interface DrillRoute {
  /** Unit segments, e.g. ['all', 'se', 'north']. */
  path: string[];
  filters: FilterToken[];
}

/** Segments and filter values: letters, digits and a few safe marks. Never `,` `;` `=` `*`, quotes or slashes. */
const SEGMENT = /^[\p{L}\p{N}_.+-]+$/u;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const VALUE = /^[\p{L}\p{N}_.:+ -]+$/u;

const MAX_SEGMENTS = 16;
const MAX_TOKENS = 32;
const MAX_VALUES = 200;
const MAX_LENGTH = 4000;

export function parsePath(text: string): string[] {
  if (text.length > MAX_LENGTH) throw new DrillPathError(text.slice(0, 40) + '…', 'too long');
  if (text === '' || text === EMPTY) throw new DrillPathError(text, 'a drill path needs at least one segment');
  const segments = text.split(',');
  if (segments.length > MAX_SEGMENTS) throw new DrillPathError(text, `more than ${MAX_SEGMENTS} segments`);
  for (const s of segments) {
    if (s === '') throw new DrillPathError(text, 'empty segment (two commas in a row, or a leading or trailing comma)');
    if (!SEGMENT.test(s)) throw new DrillPathError(s, 'a segment may hold only letters, digits, "_", ".", "+" and "-"');
  }
  return segments;
}

export function formatPath(path: readonly string[]): string {
  return path.join(',');
}

function parseValue(raw: string, token: string): FilterValue {
  let v = raw;
  const exclude = v.startsWith('_');
  if (exclude) v = v.slice(1);
  const contains = v.endsWith('~');
  if (contains) v = v.slice(0, -1);
  if (v === '') throw new DrillPathError(token, 'empty value');
  if (!VALUE.test(v)) throw new DrillPathError(token, `value "${raw}" holds a character that is not allowed`);
  return { value: v, exclude, contains };
}

export function formatValue(v: FilterValue): string {
  return `${v.exclude ? '_' : ''}${v.value}${v.contains ? '~' : ''}`;
}

function parseToken(token: string): FilterToken {
  const eq = token.indexOf('=');
  if (eq <= 0) throw new DrillPathError(token, 'a filter token is name=value1*value2');
  const name = token.slice(0, eq);
  if (!NAME.test(name)) throw new DrillPathError(token, `filter name "${name}" is not a valid name`);
  const rest = token.slice(eq + 1);
  if (rest === '') throw new DrillPathError(token, 'a filter token needs at least one value');
  const raws = rest.split('*');
  if (raws.length > MAX_VALUES) throw new DrillPathError(name, `more than ${MAX_VALUES} values`);
  const values = raws.map((r) => parseValue(r, token));
  if (name === TIME_FILTER) for (const v of values) parseTimeValue(v.value);
  return { name, values };
}

/** Filter tokens joined by semicolons; `none` or '' is the empty list. */
export function parseFilters(text: string): FilterToken[] {
  if (text === '' || text === EMPTY) return [];
  if (text.length > MAX_LENGTH) throw new DrillPathError(text.slice(0, 40) + '…', 'too long');
  const parts = text.split(';');
  if (parts.length > MAX_TOKENS) throw new DrillPathError(text.slice(0, 40), `more than ${MAX_TOKENS} filter tokens`);
  const seen = new Set<string>();
  return parts.map((p) => {
    if (p === '') throw new DrillPathError(text, 'empty filter token (two semicolons in a row?)');
    const t = parseToken(p);
    if (seen.has(t.name)) throw new DrillPathError(p, `filter "${t.name}" is given twice`);
    seen.add(t.name);
    return t;
  });
}

export function formatFilters(filters: readonly FilterToken[]): string {
  if (filters.length === 0) return EMPTY;
  return filters.map((f) => `${f.name}=${f.values.map(formatValue).join('*')}`).join(';');
}

/** The route form: path, then `;`-joined filter tokens. */
export function parseRoute(text: string): DrillRoute {
  const semi = text.indexOf(';');
  if (semi < 0) return { path: parsePath(text), filters: [] };
  return { path: parsePath(text.slice(0, semi)), filters: parseFilters(text.slice(semi + 1)) };
}

export function formatRoute(route: DrillRoute): string {
  const path = formatPath(route.path);
  return route.filters.length ? `${path};${formatFilters(route.filters)}` : path;
}

const RDATE = /^rdate([eba])(\d{1,4})([dmy])([bf])$/;
const INTERVAL = /^r(days|months|years)([+-]?\d{1,5})_([+-]?\d{1,5})$/;
const CUSTOM = /^Ige(\d{2})(\d{2})(\d{4}):(\d{2})(\d{2})(\d{4})$/;

function isoDate(d: string, m: string, y: string, token: string): string {
  const iso = `${y}-${m}-${d}`;
  if (!isIsoDate(iso)) throw new DrillPathError(token, `${d}${m}${y} is not a date (ddmmyyyy)`);
  return iso;
}

export function parseTimeValue(text: string): TimeValue {
  if (text === 'today' || text === 'today_ymd' || text === 'today_md') return { kind: 'today', variant: text };
  if (text === 'none' || text === 'first' || text === 'last') return { kind: 'table', which: text };
  let m = RDATE.exec(text);
  if (m) return { kind: 'rdate', mode: m[1] as 'e' | 'b' | 'a', count: Number(m[2]), unit: m[3] as RelativeUnit, direction: m[4] as 'b' | 'f' };
  m = INTERVAL.exec(text);
  if (m) {
    const from = Number(m[2]);
    const to = Number(m[3]);
    if (from > to) throw new DrillPathError(text, 'the interval starts after it ends (from must be less than to)');
    return { kind: 'interval', unit: m[1] as 'days' | 'months' | 'years', from, to };
  }
  m = CUSTOM.exec(text);
  if (m) {
    const start = isoDate(m[1]!, m[2]!, m[3]!, text);
    const end = isoDate(m[4]!, m[5]!, m[6]!, text);
    if (end <= start) throw new DrillPathError(text, 'the custom range ends before it starts');
    return { kind: 'custom', start, end };
  }
  throw new DrillPathError(
    text,
    'not a time code (rdate…, rdays/rmonths/ryears with two signed numbers, today, today_ymd, today_md, none, first, last, or Ige ddmmyyyy:ddmmyyyy)',
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function ddmmyyyy(iso: string): string {
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
}

export function formatTimeValue(t: TimeValue): string {
  switch (t.kind) {
    case 'today':
      return t.variant;
    case 'table':
      return t.which;
    case 'rdate':
      return `rdate${t.mode}${t.count}${t.unit}${t.direction}`;
    case 'interval':
      return `r${t.unit}${signed(t.from)}_${signed(t.to)}`;
    case 'custom':
      return `Ige${ddmmyyyy(t.start)}:${ddmmyyyy(t.end)}`;
  }
}

/** A campaign filter option: two characters, then the campaign id. */
export function campaignIdOf(option: string): string {
  if (option.length < 3) throw new DrillPathError(option, 'a campaign option is two characters followed by the campaign id');
  return option.slice(2);
}

/** Moving up keeps at least two segments (spec 1 section 4). */
export function parentPath(path: readonly string[]): string[] {
  return path.length > 2 ? path.slice(0, -1) : [...path];
}
