import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../server/demo/seed';
import { signInAtProvider } from './browser';

/** A demo user the end-to-end tests sign in as (root, admin, user, multi, newbie). */
export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

/** The demo user's password, read from the seed so the tests and the demo cannot disagree. */
export function demoPassword(username: DemoUsername): string {
  return DEMO_USERS.find((u) => u.username === username)!.password;
}

/** What the password sign-in answers, plus the session cookie it sets (for a browser that should resume it). */
export interface ApiSignIn {
  authToken: string;
  surveys: { extName: string }[];
  sessionCookie: string;
}

/**
 * Signs a demo user in through the REST password login (`/rest/vuejs/auth/login`) and returns the token and the
 * session cookie; `extra` adds login fields such as the universe or acting as someone. Throws on any answer but 200,
 * so a test never goes on with an undefined token.
 */
export async function apiSignIn(serverUrl: string, username: DemoUsername, extra: Record<string, string> = {}): Promise<ApiSignIn> {
  const res = await fetch(`${serverUrl}/rest/vuejs/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword(username), ...extra }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Omit<ApiSignIn, 'sessionCookie'>;
  const sessionCookie = /sightline_session=([\w-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { ...body, sessionCookie };
}

/** Signs a demo user in on the identity provider's form once the app has sent `page` there. */
export function signInAs(page: Page, username: DemoUsername): Promise<void> {
  return signInAtProvider(page, username, demoPassword(username));
}
