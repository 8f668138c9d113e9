/**
 * Editing the filter tokens of a drill route (core/drillpath): every change to the sidebar or the chips becomes a new
 * route parameter. Pure, so the sidebar, the bar and the tests share one set of rules.
 */
import { TIME_FILTER, type DrillRoute, type FilterToken, type FilterValue } from '../../../core/drillpath/tokens';

export const plain = (value: string): FilterValue => ({ value, exclude: false, contains: false });

export function tokenOf(filters: readonly FilterToken[], name: string): FilterToken | undefined {
  return filters.find((f) => f.name === name);
}

/** The filters with `name` set to `values` (removed when empty); other tokens keep their order. */
export function setValues(filters: readonly FilterToken[], name: string, values: readonly FilterValue[]): FilterToken[] {
  const i = filters.findIndex((f) => f.name === name);
  if (values.length === 0) return filters.filter((f) => f.name !== name);
  const token = { name, values: [...values] };
  if (i < 0) return [...filters, token];
  return filters.map((f, j) => (j === i ? token : f));
}

/** Checks or unchecks one option. A single-selection filter holds at most one value. */
export function toggleOption(filters: readonly FilterToken[], name: string, option: string, multiple: boolean): FilterToken[] {
  const current = tokenOf(filters, name)?.values ?? [];
  const on = current.some((v) => v.value === option && !v.contains);
  if (on) return setValues(filters, name, current.filter((v) => !(v.value === option && !v.contains)));
  return setValues(filters, name, multiple ? [...current, plain(option)] : [plain(option)]);
}

/** Removes one value of a token (a chip's delete), or the whole token when `value` is omitted. */
export function removeValue(filters: readonly FilterToken[], name: string, value?: FilterValue): FilterToken[] {
  if (!value) return filters.filter((f) => f.name !== name);
  const current = tokenOf(filters, name)?.values ?? [];
  return setValues(
    filters,
    name,
    current.filter((v) => !(v.value === value.value && v.exclude === value.exclude && v.contains === value.contains)),
  );
}

/** The time code in force: the route's `ftime` value, else the start filter's, else the fallback. */
export function timeCodeOf(filters: readonly FilterToken[], fallback: string): string {
  return tokenOf(filters, TIME_FILTER)?.values[0]?.value ?? fallback;
}

/** The route with new filters; the path stays. */
export function withFilters(route: DrillRoute, filters: readonly FilterToken[]): DrillRoute {
  return { path: route.path, filters: [...filters] };
}
