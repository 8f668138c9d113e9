/**
 * Rank-type shortcuts (spec 1 section 2.5, spec 2 section 3 "Variable tile"): a ranking filtered by sample
 * state. Carried as the filter token `rtype=<state>` in the drill path, so a shortcut survives reload and
 * sharing like any other filter. One pure module for the server (filters.ts) and the ranking screen.
 */
import type { FilterToken } from '../drillpath/tokens';

export const RANK_TYPE_FILTER = 'rtype';

/** interviews 0, new 1, no response 2, unapproved 3, not approved 4. */
export const RANK_TYPES = [0, 1, 2, 3, 4] as const;
export type RankType = (typeof RANK_TYPES)[number];

export function isRankType(n: number): n is RankType {
  return (RANK_TYPES as readonly number[]).includes(n);
}

/** The rank type a list of tokens asks for; 0 (interviews) without the token. Throws on a bad value. */
export function rankTypeOf(tokens: readonly FilterToken[]): RankType {
  const t = tokens.find((f) => f.name === RANK_TYPE_FILTER);
  if (!t) return 0;
  const v = t.values[0];
  const n = Number(v?.value);
  if (t.values.length !== 1 || v!.exclude || v!.contains || !Number.isInteger(n) || !isRankType(n)) {
    throw new Error(`the rank type takes exactly one of ${RANK_TYPES.join(', ')}`);
  }
  return n;
}

/** The tokens with the rank type set; 0 drops the token, as interviews are the default. */
export function withRankType(tokens: readonly FilterToken[], type: RankType): FilterToken[] {
  const rest = tokens.filter((f) => f.name !== RANK_TYPE_FILTER);
  return type === 0 ? rest : [...rest, { name: RANK_TYPE_FILTER, values: [{ value: String(type), exclude: false, contains: false }] }];
}
