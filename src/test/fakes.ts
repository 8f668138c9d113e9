/** Test doubles for the network and the identity provider. Used by tests only. */
import type { FetchLike } from '../api/client.ts';
import type { IdentityClient, IdentityClientFactory } from '../auth/identityClient.ts';
import type { ClientConfig, Identity } from '../auth/types.ts';
import { LOGIN_STATUS } from '../../core/loginStatus';

export interface RecordedCall {
  method: string;
  /** Path and query, e.g. `/rest/config/client?domain=localhost`. */
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';
export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fake fetch answering `"METHOD /path"` keys (query ignored). A route given as an array answers
 * with its entries in turn, repeating the last. Unknown calls answer 404 in the server's error shape.
 */
export function fakeServer(routes: Record<string, FakeRoute | FakeRoute[]>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();

  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      path: url.pathname,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);

    const key = `${call.method} ${call.path}`;
    const entry = routes[key];
    let route: FakeRoute | undefined;
    if (Array.isArray(entry)) {
      const n = served.get(key) ?? 0;
      served.set(key, n + 1);
      route = entry[Math.min(n, entry.length - 1)];
    } else {
      route = entry;
    }
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { error: 'not_found', message: `No fake for ${key}` } }
        : typeof route === 'function'
          ? await route(call)
          : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: text ? { 'Content-Type': 'application/json' } : {},
    });
  };

  return {
    fetch,
    calls,
    /** The calls to `"METHOD /path"`. */
    callsTo(key: string): RecordedCall[] {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
  };
}

export interface FakeIdentityOptions {
  /** What init() resolves to; `'pending'` never settles (the page would be redirecting). */
  authenticated?: boolean | 'pending';
  token?: string;
  idToken?: string;
  /** Runs inside init(), e.g. to play the provider's redirect back to /new/. */
  onInit?: () => void;
  initError?: unknown;
}

export interface FakeIdentityClient extends IdentityClient {
  initCalls: number;
  logoutCalls: string[];
}

/** A fake identity provider; `factory.configs` records the configurations it was built from. */
export function fakeIdentity(options: FakeIdentityOptions = {}) {
  const { authenticated = true, token = 'provider-access-token', idToken = 'provider-id-token' } = options;
  const clients: FakeIdentityClient[] = [];
  const configs: ClientConfig[] = [];

  const factory: IdentityClientFactory = (config) => {
    configs.push(config);
    let signedIn = false;
    const client: FakeIdentityClient = {
      initCalls: 0,
      logoutCalls: [],
      async init() {
        client.initCalls++;
        options.onInit?.();
        if (options.initError !== undefined) throw options.initError;
        if (authenticated === 'pending') return new Promise<boolean>(() => {});
        signedIn = authenticated;
        return authenticated;
      },
      get token() {
        return signedIn ? token : undefined;
      },
      get idToken() {
        return signedIn ? idToken : undefined;
      },
      async updateToken() {
        return false;
      },
      clearToken() {
        signedIn = false;
      },
      async logout(redirectUri) {
        client.logoutCalls.push(redirectUri);
      },
    };
    clients.push(client);
    return client;
  };

  return { factory, clients, configs };
}

export const embeddedConfig: ClientConfig = {
  mode: 'embedded',
  oidcProvider: 'http://localhost:3000/idp',
  clientId: 'sightline-spa',
};

export function identityFixture(overrides: Partial<Identity> = {}): Identity {
  return {
    loginStatus: LOGIN_STATUS.signedIn,
    username: 'anna',
    fullName: 'Anna Lindqvist',
    userId: 7,
    universe: 'acme',
    universes: [
      { name: 'acme', title: 'Acme Retail', host: 'acme.example.com' },
      { name: 'other', title: 'Other Co', host: 'other.example.com' },
    ],
    role: 'user',
    locale: 'en',
    isRoot: false,
    isUserAdmin: false,
    surveys: [
      {
        extName: 'storevisit',
        title: 'Store visit',
        views: [{ extName: 'stores', title: 'Stores', startPath: 'all' }],
        pages: [{ extname: 'start', title: 'Overview', icon: 'dashboard' }],
        startFilter: 'ftime=rmonths-12_0',
        nOpenAlerts: 4,
        startPage: 'start',
        canViewSamples: true,
        canAccessStatusPage: true,
      },
    ],
    startSurvey: 'storevisit',
    universeAdminUserList: [],
    systemMessage: null,
    ...overrides,
  };
}

/** The answers of a server that signs Anna in through the provider (session token `tok-1`). */
export function signInRoutes(identity: Identity = identityFixture()): Record<string, FakeRoute> {
  const { authToken: _drop, ...withoutToken } = identity;
  return {
    'GET /rest/config/client': { body: embeddedConfig },
    'POST /rest/vuejs/auth/validatekeycloak': { body: { ...withoutToken, authToken: 'tok-1' } },
    // The silent check on load: a kept token (or cookie) resumes; none, or an ended one, answers 401.
    'POST /rest/vuejs/auth/validatecookie': (call) => {
      const sessionId = (call.body as { sessionId?: string } | undefined)?.sessionId;
      return sessionId === 'tok-1' || sessionId === 'tok-stored'
        ? { body: { ...withoutToken, authToken: sessionId } }
        : { status: 401, body: { error: 'unauthorized', message: 'Your session has ended. Sign in again.' } };
    },
    'GET /rest/vuejs/auth/identity': (call) =>
      call.headers.authorization === 'tok-1' || call.headers.authorization === 'tok-stored'
        ? { body: withoutToken }
        : { status: 401, body: { error: 'unauthorized', message: 'Your session has ended.' } },
    'POST /rest/vuejs/auth/logout': { status: 204 },
  };
}
