import { formatDate } from '../../../core/dates.ts';
import type { ScriptRow } from '../../api/scripts.ts';

/** The updated column as the table shows it, so the filter matches what the user reads. */
export const shownUpdated = (row: Pick<ScriptRow, 'updated'>) => formatDate(row.updated, { time: true });

/**
 * The scripts table's filter (spec 3 section 5, Survey admin): case-insensitive over description, type, extname,
 * updated (as shown) and metainterview; blank keeps every row.
 */
export function filterScripts<T extends ScriptRow>(rows: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((r) => [r.description, r.scriptType, r.extname, shownUpdated(r), r.metaInterviewExtName].some((v) => v.toLocaleLowerCase().includes(needle)));
}
