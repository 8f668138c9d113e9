/**
 * What the browser keeps between page loads: the server's session token and the path the user
 * wanted before the identity provider's redirect. Only `sessionStorage` (per tab, gone with the tab),
 * and only keys under the `sightline.` prefix, so other apps on the same origin are left alone.
 */

/** Where the SPA is served; also the one redirect URI registered with the identity provider. */
export const APP_BASE = '/new/';
export const STORAGE_PREFIX = 'sightline.';
export const AUTH_TOKEN_KEY = `${STORAGE_PREFIX}authToken`;
export const RETURN_PATH_KEY = `${STORAGE_PREFIX}returnPath`;

/** `${origin}/new/`: the exact redirect URI for sign-in and sign-out. */
export function appRedirectUri(loc: Pick<Location, 'origin'> = window.location): string {
  return loc.origin + APP_BASE;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the app still works, it just signs in again on reload
  }
}

export function readAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function storeAuthToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // quota or privacy mode: keep going with the token in memory
  }
}

export function dropAuthToken(): void {
  storage()?.removeItem(AUTH_TOKEN_KEY);
}

/** Removes everything this app keeps in sessionStorage. */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  const ours: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
  }
  for (const key of ours) s.removeItem(key);
}

type Loc = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** True when the URL carries an authorization answer (`state` with `code` or `error`), in the fragment or the query. */
export function isAuthCallback(loc: Loc = window.location): boolean {
  return [loc.hash.replace(/^#/, ''), loc.search.replace(/^\?/, '')].some((part) => {
    const params = new URLSearchParams(part);
    return params.has('state') && (params.has('code') || params.has('error'));
  });
}

/** Remembers the current in-app path before the sign-in redirect (not when this is the redirect's answer). */
export function rememberReturnPath(loc: Loc = window.location): void {
  if (isAuthCallback(loc)) return;
  if (!(loc.pathname + '/').startsWith(APP_BASE)) return;
  try {
    storage()?.setItem(RETURN_PATH_KEY, loc.pathname + loc.search + loc.hash);
  } catch {
    // not fatal: the user lands on the start page
  }
}

/** Returns the remembered path (once) and forgets it. */
export function takeReturnPath(): string | null {
  const s = storage();
  const path = s?.getItem(RETURN_PATH_KEY) ?? null;
  s?.removeItem(RETURN_PATH_KEY);
  // Only paths inside the app; anything else is ignored.
  return path && (path + '/').startsWith(APP_BASE) && !path.startsWith('//') ? path : null;
}

/** The remembered path without taking it (the login page reads its query before sign-in ends). */
export function peekReturnPath(): string | null {
  const path = storage()?.getItem(RETURN_PATH_KEY) ?? null;
  return path && (path + '/').startsWith(APP_BASE) && !path.startsWith('//') ? path : null;
}

/** An app path (`/new/x?y`) as a router path (`/x?y`). */
export function withoutBase(path: string): string {
  return '/' + path.slice(APP_BASE.length).replace(/^\/+/, '');
}
