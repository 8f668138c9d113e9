// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { AUTH_TOKEN_KEY } from './auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes, type FakeAnswer, type FakeRoute, type RecordedCall } from './test/fakes.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // the router restores scroll; jsdom has no layout
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderApp(path: string, routes: Record<string, FakeRoute> = signInRoutes(), identity = fakeIdentity()) {
  window.history.replaceState(null, '', path);
  const server = fakeServer(routes);
  render(<App createIdentityClient={identity.factory} fetch={server.fetch} />);
  return { server, identity };
}

describe('App', () => {
  it('signs in at / and goes to the default page of the start survey with its start path and filter', async () => {
    const { server } = renderApp('/new/');
    expect((await screen.findByTestId('user-name', {}, { timeout: 5000 })).textContent).toBe('Anna Lindqvist');
    await waitFor(() => expect(window.location.pathname).toBe('/new/page/start/storevisit/all;ftime=rmonths-12_0'));
    const [validate] = server.callsTo('POST /rest/vuejs/auth/validatekeycloak');
    expect(validate?.body).toEqual({ accessToken: 'provider-access-token', idToken: 'provider-id-token', universeName: null, allowIndicators: false });
    expect(window.sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
  });

  it('passes the login page universe parameter to the server', async () => {
    const { server } = renderApp('/new/?universe=acme');
    await screen.findByTestId('user-name');
    expect(server.callsTo('POST /rest/vuejs/auth/validatekeycloak')[0]?.body).toMatchObject({ universeName: 'acme' });
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
    await screen.findByTestId('user-name');
    expect(identity.clients).toHaveLength(1);
    expect(identity.clients[0]?.initCalls).toBe(1);
    expect(server.callsTo('POST /rest/vuejs/auth/validatekeycloak')).toHaveLength(1);
  });

  it('resumes a kept session silently on a deep link and stays there', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const routes = signInRoutes();
    const ranking = 'GET /rest/vuejs/newranking/list/storevisit/default/all/none';
    routes[ranking] = { body: { rows: [], headers: [], rankingVar: 'nps', leafRows: false, totalNumberRows: 0 } };
    const { identity, server } = renderApp('/new/ranking/storevisit/all', routes);
    // The deep link's own data is asked for with the kept session, and the address stays where it was.
    await waitFor(() => expect(server.callsTo(ranking).length).toBeGreaterThan(0));
    expect(server.callsTo(ranking)[0]?.headers.authorization).toBe('tok-stored');
    expect(window.location.pathname).toBe('/new/ranking/storevisit/all');
    expect(identity.clients[0]?.initCalls ?? 0).toBe(0);
  });

  it('runs no loader before sign-in: a deep link prefetches its data only once the session is resumed', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const routes = signInRoutes();
    const resume = routes['POST /rest/vuejs/auth/validatecookie'] as (call: RecordedCall) => FakeAnswer;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    routes['POST /rest/vuejs/auth/validatecookie'] = async (call) => {
      await answered;
      return resume(call);
    };
    routes['GET /rest/vuejs/newranking/list/storevisit/default/all/none'] = { body: { rows: [], headers: [], rankingVar: 'nps', leafRows: false, totalNumberRows: 0 } };
    const { server } = renderApp('/new/ranking/storevisit/all', routes);
    await waitFor(() => expect(server.callsTo('POST /rest/vuejs/auth/validatecookie')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.callsTo('GET /rest/vuejs/newranking/list/storevisit/default/all/none')).toHaveLength(0);
    answer();
    await waitFor(() => expect(server.callsTo('GET /rest/vuejs/newranking/list/storevisit/default/all/none').length).toBeGreaterThan(0));
    const order = server.calls.map((c) => c.path);
    expect(order.indexOf('/rest/vuejs/newranking/list/storevisit/default/all/none')).toBeGreaterThan(order.indexOf('/rest/vuejs/auth/validatecookie'));
    expect(server.callsTo('GET /rest/vuejs/newranking/list/storevisit/default/all/none')[0]?.headers.authorization).toBe('tok-stored');
  });

  it('asks for a missing page’s descriptor once and says the page does not exist', async () => {
    // The route's loader asks; the screen shows that 404 instead of asking again as it mounts (issue 12).
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const descriptor = 'GET /rest/vuejs/pages/page/storevisit/missing';
    const { server } = renderApp('/new/page/missing/storevisit/all', { ...signInRoutes(identityFixture()), [descriptor]: { status: 404, body: { error: 'not_found', message: 'No page missing' } } });
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('This page does not exist');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.callsTo(descriptor)).toHaveLength(1);
  });

  it('redirects an unknown path to /', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    renderApp('/new/no/such/page?x=1');
    await waitFor(() => expect(window.location.pathname).toBe('/new/page/start/storevisit/all;ftime=rmonths-12_0'));
  });

  it('shows public notices without signing in', async () => {
    const { server, identity } = renderApp('/new/upgrade');
    expect(await screen.findByRole('heading', { name: 'Sightline is being upgraded' })).toBeTruthy();
    expect(screen.getByTestId('reopens-at').textContent).toMatch(/CET/);
    expect(server.calls).toHaveLength(0);
    expect(identity.clients).toHaveLength(0);
  });

  it('tells a user in no universe that they are not configured (status 9)', async () => {
    const routes = signInRoutes();
    routes['POST /rest/vuejs/auth/validatekeycloak'] = { body: { ...identityFixture({ universes: [], surveys: [], universe: null }), loginStatus: 9 } };
    renderApp('/new/', routes);
    expect(await screen.findByText('This user is not configured for this server')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Login with a different user' }).length).toBeGreaterThan(0);
  });

  it("shows 'Your login is almost ready' to a user the server does not know (status 1)", async () => {
    const routes = signInRoutes();
    routes['POST /rest/vuejs/auth/validatekeycloak'] = { body: { loginStatus: 1, username: 'stranger', universes: [] } };
    renderApp('/new/', routes);
    expect(await screen.findByRole('heading', { name: 'Your login is almost ready' })).toBeTruthy();
    expect(screen.getByText(/an administrator must set up and verify your profile/)).toBeTruthy();
  });

  it("says 'Not logged in!' when the provider has nobody signed in", async () => {
    renderApp('/new/', signInRoutes(), fakeIdentity({ authenticated: false }));
    expect(await screen.findByText('Not logged in!')).toBeTruthy();
  });
});

describe('the shell by role', () => {
  const signedInAs = async (overrides: Parameters<typeof identityFixture>[0]) => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const routes = signInRoutes(identityFixture(overrides));
    routes['GET /rest/vuejs/logs/bugs/storevisit'] = { body: { total: 5, bugs: [] } };
    renderApp('/new/ranking/storevisit/all', routes);
    await screen.findByTestId('user-name');
  };

  it('an ordinary user in one universe: account, home and alerts only', async () => {
    await signedInAs({ universes: [{ name: 'acme', title: 'Acme Retail', host: null }] });
    expect(screen.getByTestId('account-button')).toBeTruthy();
    expect(screen.getByTestId('alert-badge').textContent).toContain('4');
    for (const id of ['users-button', 'backend-button', 'bug-badge', 'change-universe-button']) expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('an admin gets the users administration button; several universes give the change-universe button', async () => {
    await signedInAs({ isUserAdmin: true });
    expect(screen.getByTestId('users-button')).toBeTruthy();
    expect(screen.getByTestId('change-universe-button')).toBeTruthy();
    expect(screen.queryByTestId('backend-button')).toBeNull();
  });

  it('root gets the backend button and the bug badge with the count', async () => {
    await signedInAs({ isRoot: true, isUserAdmin: true });
    expect(screen.getByTestId('backend-button')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bug-badge').textContent).toContain('5'));
  });
});
