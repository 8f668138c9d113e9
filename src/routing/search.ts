/** Search parameters of the list routes (spec 1 section 2.1): page (default 1), sortBy, sortDesc; and the template/campaign ones. */
export interface ListSearch {
  page: number;
  sortBy?: string;
  sortDesc?: boolean;
}

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const page = Number(search.page);
  const out: ListSearch = { page: Number.isInteger(page) && page > 0 ? page : 1 };
  if (typeof search.sortBy === 'string' && search.sortBy) out.sortBy = search.sortBy;
  if (search.sortDesc === true || search.sortDesc === 'true') out.sortDesc = true;
  if (search.sortDesc === false || search.sortDesc === 'false') out.sortDesc = false;
  return out;
}

export interface FromPageSearch {
  fromPage?: string;
  label?: string;
}

export function validateFromPageSearch(search: Record<string, unknown>): FromPageSearch {
  const out: FromPageSearch = {};
  if (typeof search.fromPage === 'string' && search.fromPage) out.fromPage = search.fromPage;
  if (typeof search.label === 'string' && search.label) out.label = search.label;
  return out;
}

/** The login page's query parameters (spec 1 section 2.1). */
export interface LoginSearch {
  universe?: string;
  preselectedUniverse?: string;
  change?: boolean;
  redirect?: string;
  survey?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  for (const key of ['universe', 'preselectedUniverse', 'redirect', 'survey'] as const) {
    const v = search[key];
    if (typeof v === 'string' && v) out[key] = v;
  }
  if (search.change === true || search.change === 'true' || search.change === 1 || search.change === '1') out.change = true;
  return out;
}
