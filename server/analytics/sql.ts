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
