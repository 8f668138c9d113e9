// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiReader } from './client.ts';
import { BIG_SCREEN_REFRESH_MS, BIG_SCREEN_RETRY_MS, bigScreenQuery, type BigScreenData } from './bigscreen.ts';

afterEach(() => vi.useRealTimers());

/** An API whose answers come from a list, one per call; what it was asked is kept. */
function scripted(answers: Array<BigScreenData | ApiError>) {
  const asked: string[] = [];
  const api: ApiReader = {
    get: async <T>(path: string) => {
      asked.push(path);
      const next = answers.shift() ?? answers.at(-1)!;
      if (next instanceof ApiError) throw next;
      return next as T;
    },
  };
  return { api, asked };
}

const screenData = { pathName: 'Luleå', slides: [] } as unknown as BigScreenData;

/** Observes the query as the screen does, advancing fake time by `ms` in steps. */
async function watch(api: ApiReader, ms: number) {
  const client = new QueryClient();
  const observer = new QueryObserver(client, bigScreenQuery(api, 'key-1'));
  const unsubscribe = observer.subscribe(() => undefined);
  for (let t = 0; t < ms; t += 1_000) await vi.advanceTimersByTimeAsync(1_000);
  const result = observer.getCurrentResult();
  unsubscribe();
  return result;
}

describe('the big screen query (a screen on a wall, nobody to press reload)', () => {
  it('after a server error asks again within a minute and then shows the figures', async () => {
    vi.useFakeTimers();
    const unavailable = new ApiError(503, 'unavailable', 'The database is busy');
    const { api, asked } = scripted([unavailable, unavailable, unavailable, screenData]);
    const result = await watch(api, BIG_SCREEN_RETRY_MS + 10_000);
    expect(result.data).toEqual(screenData);
    expect(asked.length).toBe(4);
  });

  it('does not ask again soon for an unknown or revoked key', async () => {
    vi.useFakeTimers();
    const { api, asked } = scripted([new ApiError(404, 'not_found', 'No such key')]);
    const result = await watch(api, 3 * BIG_SCREEN_RETRY_MS);
    expect(result.status).toBe('error');
    expect(asked.length).toBe(1);
    expect(BIG_SCREEN_REFRESH_MS).toBeGreaterThan(3 * BIG_SCREEN_RETRY_MS);
  });

  it('keeps the figures after a failed hourly refresh', async () => {
    vi.useFakeTimers();
    const { api, asked } = scripted([screenData, new ApiError(503, 'unavailable', 'The database is busy')]);
    const result = await watch(api, BIG_SCREEN_REFRESH_MS + 20_000);
    expect(asked.length).toBeGreaterThan(1);
    expect(result.isError).toBe(true);
    expect(result.data).toEqual(screenData);
  });
});
