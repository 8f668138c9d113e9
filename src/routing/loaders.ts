import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';

/** What a route's loader gets from the router context (src/router.tsx). */
export interface LoaderContext {
  queryClient: QueryClient;
  /** API client with the session token: loaders run only behind the sign-in gate (routing/signInGate.ts). */
  api: ApiClient;
}

/**
 * Starts a screen's call while its chunk downloads, with the query options factory the screen reads (one cache
 * entry per resource). Not awaited: the screen shows its own spinner instead of the router holding the previous
 * screen; a failed call is the screen's to show (prefetchQuery keeps errors out of the router).
 */
export function prefetch<T, K extends QueryKey>(context: LoaderContext, query: FetchQueryOptions<T, Error, T, K>): void {
  void context.queryClient.prefetchQuery(query);
}

/** How long what a loader fetched as the screen opened counts as fresh for screens that always ask afresh. */
export const JUST_LOADED_MS = 5_000;

/**
 * The load of a screen that always asks afresh (its machine's actor): the first one takes what the route's loader
 * just fetched, data or refusal, so the server is asked once per opening; later ones (Try again) ask afresh.
 */
export function freshAfterOpening(queryClient: QueryClient) {
  let opening = true;
  return <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): Promise<T> => {
    const reuse = opening;
    opening = false;
    const state = queryClient.getQueryState(query.queryKey);
    if (reuse && state?.status === 'error' && state.fetchStatus === 'idle' && Date.now() - state.errorUpdatedAt < JUST_LOADED_MS) return Promise.reject(state.error);
    return queryClient.fetchQuery({ ...query, staleTime: reuse ? JUST_LOADED_MS : 0 });
  };
}
