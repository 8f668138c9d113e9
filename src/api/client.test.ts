import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, createApiClient } from './client.ts';

function answering(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async (_input: string, _init?: RequestInit) => new Response(text, { status, headers: text ? { 'Content-Type': contentType } : {} }));
}

function headersOf(fetch: ReturnType<typeof answering>): Headers {
  return new Headers(fetch.mock.calls[0]?.[1]?.headers);
}

describe('apiUrl', () => {
  it('puts calls under /rest/ and adds the query', () => {
    expect(apiUrl('vuejs/auth/identity')).toBe('/rest/vuejs/auth/identity');
    expect(apiUrl('/config/client', { domain: 'dash.example.com', skip: undefined })).toBe('/rest/config/client?domain=dash.example.com');
    expect(apiUrl('/rest/vuejs/x', { a: 'b c' })).toBe('/rest/vuejs/x?a=b+c');
  });
});

describe('createApiClient', () => {
  it('sends the session token as the raw Authorization header and parses the JSON answer', async () => {
    const fetch = answering(200, { ok: 1 });
    const api = createApiClient({ fetch, getAuthToken: () => 'tok-1' });
    await expect(api.get('vuejs/auth/identity')).resolves.toEqual({ ok: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/rest/vuejs/auth/identity');
    expect(headersOf(fetch).get('Authorization')).toBe('tok-1');
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    const fetch = answering(200, {});
    await createApiClient({ fetch }).get('config/client');
    expect(headersOf(fetch).has('Authorization')).toBe(false);

    const fetch2 = answering(200, {});
    await createApiClient({ fetch: fetch2, getAuthToken: () => 'tok-1' }).get('config/client', { auth: false });
    expect(headersOf(fetch2).has('Authorization')).toBe(false);
  });

  it('sends a FormData body as it is, so fetch sends multipart with its boundary (the letter upload)', async () => {
    const fetch = answering(200, { id: 3 });
    const form = new FormData();
    form.append('file', new Blob(['<office:document/>']), 'brev.fodt');
    await createApiClient({ fetch }).post('vuejs/letteruploader/uploadfile/storevisit', form, { query: { templateId: 3 } });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
    expect(headersOf(fetch).has('Content-Type')).toBe(false);
  });

  it('posts JSON bodies and resolves an empty 204 answer to undefined', async () => {
    const fetch = answering(204);
    await expect(createApiClient({ fetch }).post('vuejs/auth/logout', { a: 1 })).resolves.toBeUndefined();
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headersOf(fetch).get('Content-Type')).toBe('application/json');
  });

  it("throws ApiError with the status and the server's {error, message}", async () => {
    const api = createApiClient({ fetch: answering(403, { error: 'forbidden', message: 'No access to this survey' }) });
    const err = await api.get('vuejs/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, error: 'forbidden', message: 'No access to this survey' });
  });

  it('throws a readable ApiError for an answer that is not the JSON error shape', async () => {
    const api = createApiClient({ fetch: answering(502, '<html>Bad gateway</html>', 'text/html') });
    const err = await api.get('vuejs/x').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, error: 'http_502' });
    expect((err as ApiError).message).not.toContain('<html>');
  });

  it('throws an ApiError with status 0 when the server cannot be reached', async () => {
    const api = createApiClient({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const err = await api.get('vuejs/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isNetworkError).toBe(true);
  });

  it('reports a 401 on a call that carried a token, and only then', async () => {
    const onUnauthorized = vi.fn();
    const body = { error: 'unauthorized', message: 'Session ended' };
    await createApiClient({ fetch: answering(401, body), getAuthToken: () => 'tok', onUnauthorized }).get('a').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await createApiClient({ fetch: answering(401, body), onUnauthorized }).get('a').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
