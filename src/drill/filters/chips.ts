/**
 * Filter chips (spec 1 section 5): one chip per value in force, labelled from the filter titles. A value (or a chip
 * title) ending in `~` means "contains", a leading `_` means "not / no match".
 */
import { TIME_FILTER, type FilterToken, type FilterValue } from '../../../core/drillpath/tokens';
import { decodeRange } from './range';

export type ChipMode = 'is' | 'contains' | 'not' | 'notContains';

export interface FilterTitles {
  /** Filter extName -> title. */
  filters: ReadonlyMap<string, string>;
  /** `filter/option` -> option title. */
  options: ReadonlyMap<string, string>;
  /** Range filters, whose `from_to` value reads as `from–to`. */
  ranges?: ReadonlySet<string>;
}

export interface ChipModel {
  key: string;
  name: string;
  value: FilterValue;
  filterTitle: string;
  valueTitle: string;
  mode: ChipMode;
}

export function modeOf(v: Pick<FilterValue, 'exclude' | 'contains'>): ChipMode {
  if (v.exclude) return v.contains ? 'notContains' : 'not';
  return v.contains ? 'contains' : 'is';
}

/** Reads the markers off a raw title: `_Stockholm~` is "not containing Stockholm". */
export function parseChipTitle(title: string): { text: string; mode: ChipMode } {
  let text = title;
  const exclude = text.startsWith('_');
  if (exclude) text = text.slice(1);
  const contains = text.endsWith('~');
  if (contains) text = text.slice(0, -1);
  return { text, mode: modeOf({ exclude, contains }) };
}

/** One chip per value; titles come from the filter sets, falling back to the raw names. */
export function chipsOf(filters: readonly FilterToken[], titles: FilterTitles, timeTitle: (code: string) => string | undefined): ChipModel[] {
  return filters.flatMap((t) =>
    t.values.map((v) => {
      const range = titles.ranges?.has(t.name) ? decodeRange(v.value) : null;
      const optionTitle =
        titles.options.get(`${t.name}/${v.value}`) ?? (t.name === TIME_FILTER ? timeTitle(v.value) : range?.from ? `${range.from}–${range.to}` : undefined);
      const raw = parseChipTitle(optionTitle ?? v.value);
      return {
        key: `${t.name}=${v.exclude ? '_' : ''}${v.value}${v.contains ? '~' : ''}`,
        name: t.name,
        value: v,
        filterTitle: titles.filters.get(t.name) ?? t.name,
        valueTitle: raw.text,
        // The token's markers win; a configured title may carry its own.
        mode: modeOf({ exclude: v.exclude || raw.mode === 'not' || raw.mode === 'notContains', contains: v.contains || raw.mode === 'contains' || raw.mode === 'notContains' }),
      };
    }),
  );
}
