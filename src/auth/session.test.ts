// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_KEY,
  appRedirectUri,
  clearSession,
  isAuthCallback,
  rememberReturnPath,
  RETURN_PATH_KEY,
  takeReturnPath,
} from './session.ts';

const at = (href: string) => {
  const u = new URL(href, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

beforeEach(() => window.sessionStorage.clear());

describe('session storage', () => {
  it('recognises the identity provider answer in the fragment or the query', () => {
    expect(isAuthCallback(at('/new/#state=a&session_state=b&code=c'))).toBe(true);
    expect(isAuthCallback(at('/new/?state=a&code=c'))).toBe(true);
    expect(isAuthCallback(at('/new/#error=login_required&state=a'))).toBe(true);
    expect(isAuthCallback(at('/new/page/1/s/a?code=c'))).toBe(false);
    expect(isAuthCallback(at('/new/#top'))).toBe(false);
  });

  it('remembers the wanted in-app path, but not the provider answer or paths outside the app', () => {
    rememberReturnPath(at('/new/page/p1/survey/1,2?page=2#x'));
    rememberReturnPath(at('/new/#state=a&code=c'));
    rememberReturnPath(at('/old/app'));
    expect(takeReturnPath()).toBe('/new/page/p1/survey/1,2?page=2#x');
    expect(takeReturnPath()).toBeNull();
  });

  it('ignores a stored return path that leaves the app', () => {
    window.sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example/new/');
    expect(takeReturnPath()).toBeNull();
    window.sessionStorage.setItem(RETURN_PATH_KEY, '/elsewhere');
    expect(takeReturnPath()).toBeNull();
  });

  it('clears only its own keys', () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 't');
    window.sessionStorage.setItem(RETURN_PATH_KEY, '/new/');
    window.sessionStorage.setItem('legacy.token', 'keep');
    clearSession();
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.getItem('legacy.token')).toBe('keep');
  });

  it('builds the exact redirect URI the provider expects', () => {
    expect(appRedirectUri({ origin: 'https://dash.example.com' })).toBe('https://dash.example.com/new/');
  });
});
