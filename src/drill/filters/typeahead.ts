/**
 * Typeahead over a filter's options (spec 1 section 5): used from 10 options on; shows at most 50,000 unchecked
 * options. Checked options are listed apart, so they never count against the limit.
 */
export const TYPEAHEAD_THRESHOLD = 10;
export const MAX_UNCHECKED = 50_000;

export interface Option {
  extName: string;
  title: string;
}

export function usesTypeahead(optionCount: number, serverSide = false): boolean {
  return serverSide || optionCount >= TYPEAHEAD_THRESHOLD;
}

/** A search key per option, built once per option list (lower-cased title and name). */
export function searchKeys(options: readonly Option[]): string[] {
  return options.map((o) => `${o.title}\u0000${o.extName}`.toLowerCase());
}

/** Unchecked options whose title or name contains the term, in list order, at most `limit`. */
export function matchOptions(options: readonly Option[], keys: readonly string[], term: string, checked: ReadonlySet<string>, limit = MAX_UNCHECKED): Option[] {
  const needle = term.trim().toLowerCase();
  const out: Option[] = [];
  for (let i = 0; i < options.length && out.length < limit; i++) {
    const o = options[i]!;
    if (checked.has(o.extName)) continue;
    if (needle && !keys[i]!.includes(needle)) continue;
    out.push(o);
  }
  return out;
}
