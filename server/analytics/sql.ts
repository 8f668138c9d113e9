/** Parameter collection for hand-written SQL: every value a caller gives becomes `$n`, never part of the text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A UTC day (ISO) as the timestamptz bound SQL compares responded_at with. */
export function utcDay(p: Params, iso: string): string {
  return `(${p.add(iso)}::timestamp at time zone 'UTC')`;
}

/**
 * SQL: the unit path `column` lies in the role scope `scope` (a `text[]` parameter: unit paths whose subtrees the
 * role may see; null for everything). The SQL twin of `inScope` in context.ts.
 */
export function inScopeSql(column: string, scope: string): string {
  return `(${scope}::text[] is null or exists (select 1 from unnest(${scope}::text[]) as sc(path) where ${column} = sc.path or left(${column}, length(sc.path) + 1) = sc.path || ','))`;
}
