/**
 * One simulated person's HTTP calls, made as the SPA's API client makes them (`/rest/` + the spec's call path, the
 * session token in `Authorization`, JSON bodies), timed and counted in the soak statistics. Only the local server's
 * address is ever used: a path that does not start with `/rest/` is refused before anything is sent.
 */
import type { Failure, SoakStats } from './stats';

/** Longer than any call should take under load; a request still waiting then counts as an error. */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** 4xx statuses this call may answer by design (counted as refusals, not errors). */
  refusals?: number[];
  /** Read the answer as bytes (a report download). */
  binary?: boolean;
  /** Send without the session token (sign-in). */
  anonymous?: boolean;
}

export class SoakClient {
  token: string | null = null;

  constructor(
    private readonly base: string,
    private readonly stats: SoakStats,
    readonly label: string,
  ) {
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`The soak test only talks to 127.0.0.1, not ${base}`);
  }

  /** The answer for 2xx; null when the call failed or was refused (already counted). */
  async call<T = unknown>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T> | null> {
    if (!path.startsWith('/rest/')) throw new Error(`Not an API path: ${path}`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.token && !opts.anonymous) headers.Authorization = this.token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const call = { method, url: path };
    const started = performance.now();
    const fail = (status: Failure['status'], detail: string): Failure => ({ method, url: path, status, detail: detail.slice(0, 400), user: this.label });
    let response: Response;
    let content: ArrayBuffer;
    try {
      response = await fetch(this.base + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      content = await response.arrayBuffer();
    } catch (err) {
      this.stats.record(performance.now() - started, 'error', call, fail('network', err instanceof Error ? `${err.name}: ${err.message}` : String(err)));
      return null;
    }
    const ms = performance.now() - started;
    if (response.ok) {
      let body: unknown = Buffer.from(content);
      if (!opts.binary) {
        const text = Buffer.from(content).toString('utf8');
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          this.stats.record(ms, 'error', call, fail(response.status, `not JSON: ${text}`));
          return null;
        }
      }
      this.stats.record(ms, 'ok', call);
      return { status: response.status, body: body as T, headers: response.headers };
    }
    const detail = Buffer.from(content).toString('utf8');
    const refused = response.status < 500 && (opts.refusals ?? []).includes(response.status);
    this.stats.record(ms, refused ? 'refused' : 'error', call, fail(response.status, detail));
    return null;
  }

  /** A report the server accepted and then failed to make (or never finished): the person got no file. */
  reportFailed(path: string, detail: string): void {
    this.stats.recordFailedJob({ method: 'GET', url: path, status: 200, detail, user: this.label });
  }

  get<T = unknown>(path: string, opts?: CallOptions) {
    return this.call<T>('GET', path, opts);
  }

  post<T = unknown>(path: string, body: unknown, opts?: CallOptions) {
    return this.call<T>('POST', path, { ...opts, body });
  }
}
