// @vitest-environment jsdom
/**
 * Issue 12: a missing page's descriptor is asked for once. The route's loader asks first; the screen shows that
 * answer (404: "This page does not exist") instead of asking again on mount.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { AUTH_TOKEN_KEY } from '../../auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes } from '../../test/fakes.ts';

const DESCRIPTOR = '/rest/vuejs/pages/page/storevisit/missing';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // the router restores scroll; jsdom has no layout
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('fetches a missing page’s descriptor once and says the page does not exist', { timeout: 30_000 }, async () => {
  window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
  window.history.replaceState(null, '', '/new/page/missing/storevisit/all');
  const server = fakeServer({
    ...signInRoutes(identityFixture()),
    [`GET ${DESCRIPTOR}`]: { status: 404, body: { error: 'not_found', message: 'No page missing' } },
  });
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('This page does not exist');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.calls.filter((c) => c.path === DESCRIPTOR)).toHaveLength(1);
});
