/**
 * A tiny fetch wrapper for the server's `/rest/...` API.
 *
 * - Paths are written as in the spec's call tables (`vuejs/auth/identity`, `config/client`); a
 *   leading slash or an explicit `/rest/` prefix is accepted too.
 * - The session token travels as `Authorization: <authToken>` (the raw token, no scheme), whenever
 *   there is one and the call does not opt out with `auth: false`.
 * - Bodies are JSON both ways (a FormData body goes as multipart, for uploads); an empty answer (204) resolves to `undefined`.
 * - A failed call throws {@link ApiError} carrying the HTTP status and the server's `{error, message}`
 *   body; a call that never reached the server throws an ApiError with status 0.
 */

export const API_BASE = '/rest/';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The server's short error code (`unauthorized`, `not_found`, ...), or a client-side one. */
    readonly error: string,
    message: string,
    /** The refused fields and what is wrong with each, when the server names them (a 400 save error). */
    readonly fields?: Readonly<Record<string, string>>,
    /** The whole error answer, for a call whose error carries data (the user details save returns the stored user). */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** True when the request never got an HTTP answer (offline, DNS, CORS, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (sent with `Content-Type: application/json`). */
  body?: unknown;
  /** `false` never sends the token; a string sends that token instead of the current one. */
  auth?: boolean | string;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

/** The reading half of the client: all a query factory needs, so a widget can pass the engine's call instead. */
export type ApiReader = Pick<ApiClient, 'get'>;

/** A reader over a bare JSON call (the engine's `fetchJson`, which the page screen builds on this client). */
export function readerOf(fetchJson: (method: 'GET', path: string, body?: unknown) => Promise<unknown>): ApiReader {
  return { get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => fetchJson('GET', options?.query ? apiUrl(path, options.query) : path, undefined) as Promise<T> };
}

/** Reading and posting (posted reads, saves): what a widget that writes needs, so it can pass the engine's call. */
export type ApiCaller = Pick<ApiClient, 'get' | 'post'>;

/** A caller over a bare JSON call (the engine's `fetchJson`): `readerOf` with POST as well. */
export function callerOf(fetchJson: (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>): ApiCaller {
  return {
    ...readerOf(fetchJson),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => fetchJson('POST', options?.query ? apiUrl(path, options.query) : path, body) as Promise<T>,
  };
}

/** Reading and writing rows (PUT, DELETE): what a widget that edits a table needs, over the engine's call. */
export type ApiEditor = Pick<ApiClient, 'get' | 'put' | 'delete'>;

/** An editor over a bare JSON call (the engine's `fetchJson`): `readerOf` with PUT and DELETE as well. */
export function editorOf(fetchJson: (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>): ApiEditor {
  const url = (path: string, options?: Omit<RequestOptions, 'body'>) => (options?.query ? apiUrl(path, options.query) : path);
  return {
    ...readerOf(fetchJson),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => fetchJson('PUT', url(path, options), body) as Promise<T>,
    delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => fetchJson('DELETE', url(path, options)) as Promise<T>,
  };
}

/** The engine's bare JSON call over this client: what the page screen and its loader hand the widgets. */
export function fetchJsonOf(api: Pick<ApiClient, 'request'>) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> => api.request(method, path, body === undefined ? {} : { body });
}

export interface ApiClientOptions {
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: FetchLike;
  /** The current session token, read on every call. */
  getAuthToken?: () => string | null | undefined;
  /** Called when a call that carried a token is answered 401 (the session is gone). */
  onUnauthorized?: () => void;
}

/** `vuejs/auth/identity` → `/rest/vuejs/auth/identity`. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith(API_BASE) ? path : API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fieldMessages(fields: unknown): Record<string, string> | undefined {
  if (!fields || typeof fields !== 'object') return undefined;
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function errorFrom(response: Response, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { error, message, fields } = body as { error?: unknown; message?: unknown; fields?: unknown };
    if (typeof error === 'string' || typeof message === 'string') {
      return new ApiError(
        response.status,
        typeof error === 'string' ? error : `http_${response.status}`,
        typeof message === 'string' && message ? message : response.statusText || `HTTP ${response.status}`,
        fieldMessages(fields),
        body,
      );
    }
  }
  // Not our JSON error shape (a proxy's HTML page, an empty body): keep it short and readable.
  const fallback = response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, `http_${response.status}`, `The server answered ${response.status} ${fallback}`.trim());
}

/** The ApiError of a refused answer, for callers that fetch outside the client (files): the same words as its calls. */
export async function errorOf(response: Response): Promise<ApiError> {
  return errorFrom(response, await readBody(response));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = typeof opts.auth === 'string' ? opts.auth : opts.auth === false ? null : options.getAuthToken?.();
    if (token) headers.Authorization = token;
    let body: string | FormData | undefined;
    // A file upload (FormData) goes as multipart/form-data, its boundary set by fetch.
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(apiUrl(path, opts.query), { method, headers, body, signal: opts.signal });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, 'network', err instanceof Error ? err.message : 'The server could not be reached');
    }

    const parsed = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.();
      throw errorFrom(response, parsed);
    }
    return parsed as T;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
