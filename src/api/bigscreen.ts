import { queryOptions } from '@tanstack/react-query';
import type { BigScreenData } from '../../schemas/api/big-screen-data.gen.ts';
import type { ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { BigScreenData };

/** Spec 3 section 9: the big screen reads its data again every hour. */
export const BIG_SCREEN_REFRESH_MS = 3_600_000;

/** GET vuejs/bigscreen/data/{key}: public, the API key token is the only credential; an unknown or revoked key is 404. */
export function bigScreenQuery(api: ApiReader, apiKeyToken: string) {
  return queryOptions({
    queryKey: ['bigscreen', apiKeyToken],
    queryFn: ({ signal }) => api.get<BigScreenData>(callPath('vuejs/bigscreen/data', apiKeyToken), { signal }),
    refetchInterval: BIG_SCREEN_REFRESH_MS,
    staleTime: BIG_SCREEN_REFRESH_MS,
    retry: false,
  });
}
