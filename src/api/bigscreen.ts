import { queryOptions } from '@tanstack/react-query';
import type { BigScreenData } from '../../schemas/api/big-screen-data.gen.ts';
import { ApiError, type ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { BigScreenData };

/** Spec 3 section 9: the big screen reads its data again every hour. */
export const BIG_SCREEN_REFRESH_MS = 3_600_000;

/**
 * A screen on a wall has nobody to press reload: after a failed call (other than an unknown key) it asks again this
 * often rather than waiting the hour.
 */
export const BIG_SCREEN_RETRY_MS = 60_000;

/** An unknown or revoked key: asking again will not help. */
export function isUnknownBigScreenKey(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The next read: each minute while the last one failed (server away, 429, 503), else hourly. */
export function bigScreenRefetchMs(lastFailed: boolean, error: unknown): number {
  return lastFailed && !isUnknownBigScreenKey(error) ? BIG_SCREEN_RETRY_MS : BIG_SCREEN_REFRESH_MS;
}

/** GET vuejs/bigscreen/data/{key}: public, the API key token is the only credential; an unknown or revoked key is 404. */
export function bigScreenQuery(api: ApiReader, apiKeyToken: string) {
  return queryOptions({
    queryKey: ['bigscreen', apiKeyToken],
    queryFn: ({ signal }) => api.get<BigScreenData>(callPath('vuejs/bigscreen/data', apiKeyToken), { signal }),
    refetchInterval: (query) => bigScreenRefetchMs(query.state.status === 'error', query.state.error),
    staleTime: BIG_SCREEN_REFRESH_MS,
    // Two quick tries more for a server error or no network; a 4xx will not change by asking again at once.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
