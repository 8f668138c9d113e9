import { ALERT_CLOSED, ALERT_OPEN, ALERT_PROCESSING } from '../../../core/alerts/validation.ts';
import { validateListSearch, type ListSearch } from '../../routing/search.ts';

/** The states the list's state filter offers, in the order the queue works through them. */
export const FILTER_STATES = [ALERT_OPEN, ALERT_PROCESSING, ALERT_CLOSED] as const;
export type FilterState = (typeof FILTER_STATES)[number];

/**
 * The alert list's search: page, sortBy, sortDesc, the state filter (kept in the address so reload and Back keep
 * it; anything but an alert state is dropped), and the alert last opened from it (to bring it back into view).
 */
export interface AlertListSearch extends ListSearch {
  state?: FilterState;
  row?: number;
}

export function validateAlertListSearch(search: Record<string, unknown>): AlertListSearch {
  const out: AlertListSearch = validateListSearch(search);
  // Always set, even to undefined: the router keeps unvalidated search keys, so a bad `state` must be overwritten.
  const raw = search.state;
  out.state = typeof raw === 'number' || typeof raw === 'string' ? FILTER_STATES.find((s) => String(s) === String(raw)) : undefined;
  const row = Number(search.row);
  if (Number.isInteger(row) && row > 0) out.row = row;
  return out;
}
