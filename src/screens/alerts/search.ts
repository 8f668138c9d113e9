import { validateListSearch, type ListSearch } from '../../routing/search.ts';

/** The alert list's search: page, sortBy, sortDesc, and the alert last opened from it (to bring it back into view). */
export interface AlertListSearch extends ListSearch {
  row?: number;
}

export function validateAlertListSearch(search: Record<string, unknown>): AlertListSearch {
  const out: AlertListSearch = validateListSearch(search);
  const row = Number(search.row);
  if (Number.isInteger(row) && row > 0) out.row = row;
  return out;
}
