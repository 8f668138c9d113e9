import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiReader } from './client.ts';
import { phoneVoicesQuery } from './phone.ts';

describe('the phone voices query', () => {
  it('asks GET vuejs/mailcampaign/voices/{survey}, one cache entry per survey', async () => {
    const asked: string[] = [];
    const api: ApiReader = { get: async <T>(path: string) => (asked.push(path), { voices: [], locales: ['sv'] } as T) };
    const client = new QueryClient();
    expect(await client.fetchQuery(phoneVoicesQuery(api, 'store visit'))).toEqual({ voices: [], locales: ['sv'] });
    await client.fetchQuery(phoneVoicesQuery(api, 'store visit'));
    expect(asked).toEqual(['vuejs/mailcampaign/voices/store%20visit']);
    expect(phoneVoicesQuery(api, 'a').queryKey).not.toEqual(phoneVoicesQuery(api, 'b').queryKey);
  });
});
