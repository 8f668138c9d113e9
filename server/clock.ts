/**
 * The server's "today" (UTC): the day relative date filters (`ftime=rdays-30_0`, `ryears-2_0`, …), the tile charts'
 * last month and a first-start demo seed count from. Tests pin it with FIXED_TODAY so that what they see does not
 * depend on the day they run; unset, it is the real date. Timestamps the database writes (`now()`: sessions, alert
 * changes, comments) stay real either way.
 */
import { todayUtc } from '../core/dates';

export type Today = () => string;

export function createToday(fixed?: string): Today {
  return fixed ? () => fixed : () => todayUtc();
}
