import { lazyRouteComponent } from '@tanstack/react-router';
import type { LoaderContext } from '../../routing/loaders.ts';
import type { PageRouteParams } from './prefetchPage.ts';
import { formatUiState, parseUiState } from './uiState.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** Search parameters the page route keeps (spec 1 §2.1): page, sortBy, sortDesc, campaignId, the active view and component choices. */
export interface PageSearch {
  page?: number;
  sortBy?: string;
  sortDesc?: boolean;
  campaignId?: string;
  view?: string;
  /** Component choices to keep (open tab, chosen section): `id:value,...` (see uiState.ts). */
  ui?: string;
}

export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  const out: PageSearch = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 0) out.page = page;
  if (typeof search.sortBy === 'string' && search.sortBy) out.sortBy = search.sortBy;
  if (search.sortDesc === true || search.sortDesc === 'true') out.sortDesc = true;
  if (search.sortDesc === false || search.sortDesc === 'false') out.sortDesc = false;
  if (typeof search.campaignId === 'string' || typeof search.campaignId === 'number') out.campaignId = String(search.campaignId);
  if (typeof search.view === 'string' && search.view) out.view = search.view;
  const ui = formatUiState(parseUiState(search.ui));
  if (ui) out.ui = ui;
  return out;
}

/** The screen, loaded on first visit: the engine, the widgets and the validators stay out of the entry chunk. */
/** What the loader depends on beyond the path: the active view, which chooses the page's discriminator branches. */
export const pageLoaderDeps = ({ search }: { search: { view?: string } }) => ({ view: search.view });

// A page's widgets include the alert list and sample table, which share their screens' words.
export const LazyPageScreen = lazyRouteComponent(() => withMessages(['frame', 'widgets', 'alerts', 'samples', 'campaigns'], () => import('./PageRouteScreen.tsx')), 'PageRouteScreen');

/**
 * Prefetches the descriptor and every widget's data while the screen's chunk downloads. The widgets come with the
 * prefetch's own lazy import (the page chunk's registry), so the first paint carries none of them. Not awaited:
 * the screen shows its skeleton; a failed call is the screen's to show.
 */
export function pageLoader({ context, params, deps }: { context: LoaderContext; params: PageRouteParams; deps: { view?: string } }) {
  void withMessages(['frame', 'widgets', 'alerts', 'samples', 'campaigns'], () => import('./prefetchPage.ts')).then(({ prefetchPage }) => prefetchPage(context, { ...params, view: deps.view })).catch(() => undefined);
}
