// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { AUTH_TOKEN_KEY } from './auth/session.ts';
import { fakeIdentity, fakeServer, signInRoutes } from './test/fakes.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // the router restores scroll; jsdom has no layout
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderApp(path: string, identity = fakeIdentity()) {
  window.history.replaceState(null, '', path);
  const server = fakeServer(signInRoutes());
  render(<App createIdentityClient={identity.factory} fetch={server.fetch} />);
  return { server, identity };
}

describe('App', () => {
  it('shows the welcome card naming the universe once signed in', async () => {
    renderApp('/new/');
    expect((await screen.findByTestId('universe-title')).textContent).toBe('Signed in to Acme Retail');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Anna Lindqvist' })).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('Anna Lindqvist');
  });

  it('signs in once under StrictMode (keycloak-js can answer the provider callback only once)', async () => {
    window.history.replaceState(null, '', '/new/');
    const identity = fakeIdentity();
    const server = fakeServer(signInRoutes());
    render(
      <StrictMode>
        <App createIdentityClient={identity.factory} fetch={server.fetch} />
      </StrictMode>,
    );
    expect(await screen.findByTestId('universe-title')).toBeTruthy();
    expect(identity.clients).toHaveLength(1);
    expect(identity.clients[0]?.initCalls).toBe(1);
    expect(server.callsTo('POST /rest/vuejs/auth/validatekeycloak')).toHaveLength(1);
  });

  it('redirects an unknown path to the start page', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    renderApp('/new/no/such/page?x=1');
    expect(await screen.findByTestId('universe-title')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/new/'));
  });

  it('comes back to the wanted address after the identity provider redirect', async () => {
    // The provider's answer arrives at /new/ with the code in the fragment; keycloak-js then cleans the URL.
    const identity = fakeIdentity({
      onInit: () => {
        window.history.replaceState(null, '', '/new/#state=s1&session_state=x&code=c1');
        window.history.replaceState(null, '', '/new/');
      },
    });
    renderApp('/new/?tab=alerts#top', identity);
    expect(await screen.findByTestId('universe-title')).toBeTruthy();
    expect(window.location.search).toBe('?tab=alerts');
    expect(window.location.hash).toBe('#top');
  });
});
