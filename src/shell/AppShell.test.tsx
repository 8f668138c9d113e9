// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { useAuth } from '../auth/context.ts';
import { AUTH_TOKEN_KEY } from '../auth/session.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { embeddedConfig, fakeIdentity, fakeServer, identityFixture, signInRoutes, type FakeRoute } from '../test/fakes.ts';
import { AppShell } from './AppShell.tsx';

function renderShell(routes: Record<string, FakeRoute | FakeRoute[]>, identity = fakeIdentity(), children: React.ReactNode = <p>Page content</p>) {
  const server = fakeServer(routes);
  render(
    <AuthProvider createIdentityClient={identity.factory} fetch={server.fetch}>
      <LocaleProvider>
        <AppShell>{children}</AppShell>
      </LocaleProvider>
    </AuthProvider>,
  );
  return { server, identity };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/new/');
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('shows an accessible "Signing in…" progress indicator while the provider signs the user in', async () => {
    renderShell(signInRoutes(), fakeIdentity({ authenticated: 'pending' }));
    expect(screen.getByRole('progressbar', { name: 'Signing in…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Signing in…');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('signs in through the identity provider and shows the product, the user and the page', async () => {
    const { server, identity } = renderShell(signInRoutes());

    expect((await screen.findByTestId('user-name')).textContent).toBe('Anna Lindqvist');
    expect(screen.getByText('Sightline')).toBeTruthy();
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // The client configuration was asked for this host, without a token.
    const [configCall] = server.callsTo('GET /rest/config/client');
    expect(configCall?.url).toBe('/rest/config/client?domain=localhost');
    expect(configCall?.headers.authorization).toBeUndefined();
    expect(identity.configs).toEqual([embeddedConfig]);
    expect(identity.clients[0]?.initCalls).toBe(1);

    // The provider's tokens were exchanged for the server's session token, which is kept for reloads.
    const [validate] = server.callsTo('POST /rest/vuejs/auth/validatekeycloak');
    expect(validate?.body).toEqual({ accessToken: 'provider-access-token', idToken: 'provider-id-token' });
    expect(window.sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
  });

  it('signs out: ends the server session, forgets the tab state and signs out of the provider', async () => {
    window.sessionStorage.setItem('another-app.key', 'kept');
    const { server, identity } = renderShell(signInRoutes());

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(identity.clients[0]?.logoutCalls).toEqual([`${window.location.origin}/new/`]));
    const logoutCalls = server.callsTo('POST /rest/vuejs/auth/logout');
    expect(logoutCalls).toHaveLength(1);
    expect(logoutCalls[0]?.headers.authorization).toBe('tok-1');
    expect(window.sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('another-app.key')).toBe('kept');
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Signing out…' })).toBeTruthy();
  });

  it('reuses the stored session token after a reload without asking the provider', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const { server, identity } = renderShell(signInRoutes());

    expect((await screen.findByTestId('user-name')).textContent).toBe('Anna Lindqvist');
    const [identityCall] = server.callsTo('GET /rest/vuejs/auth/identity');
    expect(identityCall?.headers.authorization).toBe('tok-stored');
    expect(identity.configs).toHaveLength(0);
    expect(server.callsTo('POST /rest/vuejs/auth/validatekeycloak')).toHaveLength(0);
  });

  it('signs out of the provider also when the session came from the stored token', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const { server, identity } = renderShell(signInRoutes());

    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(identity.clients[0]?.logoutCalls).toEqual([`${window.location.origin}/new/`]));
    expect(server.callsTo('POST /rest/vuejs/auth/logout')[0]?.headers.authorization).toBe('tok-stored');
    expect(identity.clients[0]?.initCalls).toBe(0);
  });

  it('drops a stored token the server no longer knows and signs in again', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-expired');
    const { identity } = renderShell(signInRoutes());

    expect((await screen.findByTestId('user-name')).textContent).toBe('Anna Lindqvist');
    expect(identity.clients[0]?.initCalls).toBe(1);
    expect(window.sessionStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
  });

  it('shows "Sign-in failed" with the server\'s message (no stack trace) and a working retry button', async () => {
    const routes = signInRoutes();
    const { server } = renderShell({
      ...routes,
      'GET /rest/config/client': [
        { status: 500, body: { error: 'internal', message: 'Something went wrong on the server (request req-7).' } },
        routes['GET /rest/config/client']!,
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in failed');
    expect(alert.textContent).toContain('Something went wrong on the server (request req-7).');
    expect(alert.textContent).not.toMatch(/\bat\s+\S+\s*\(|Error:/);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await screen.findByTestId('user-name')).textContent).toBe('Anna Lindqvist');
    expect(server.callsTo('GET /rest/config/client')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains an unreachable server in words', async () => {
    renderShell({ ...signInRoutes(), 'GET /rest/config/client': 'network-error' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in failed');
    expect(alert.textContent).toContain('The server could not be reached.');
  });

  it('says "Not logged in!" when the provider answers without a signed-in user', async () => {
    const { server } = renderShell(signInRoutes(), fakeIdentity({ authenticated: false }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not logged in!');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(server.callsTo('POST /rest/vuejs/auth/validatekeycloak')).toHaveLength(0);
  });

  it('names the login status when the server does not complete the sign-in', async () => {
    renderShell({ ...signInRoutes(), 'POST /rest/vuejs/auth/validatekeycloak': { body: { loginStatus: 9 } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('login status 9');
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(window.sessionStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("speaks the user's locale once signed in", async () => {
    renderShell(signInRoutes(identityFixture({ locale: 'sv_SE' })));
    expect(await screen.findByRole('button', { name: 'Logga ut' })).toBeTruthy();
    expect(screen.getByText(/Inloggad som/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
  });

  it("uses the browser's language before sign-in", () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'en']);
    renderShell(signInRoutes(), fakeIdentity({ authenticated: 'pending' }));
    expect(screen.getByRole('progressbar', { name: 'Kirjaudutaan sisään…' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fi');
  });

  it('signs in again when a later call finds the session gone (401)', async () => {
    function CallsTheApi() {
      const { api } = useAuth();
      return <button onClick={() => void api.get('vuejs/surveys/list').catch(() => {})}>Load surveys</button>;
    }
    const { identity } = renderShell(
      { ...signInRoutes(), 'GET /rest/vuejs/surveys/list': { status: 401, body: { error: 'unauthorized', message: 'Session ended' } } },
      fakeIdentity(),
      <CallsTheApi />,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Load surveys' }));

    await waitFor(() => expect(identity.clients).toHaveLength(2));
    expect(await screen.findByTestId('user-name')).toBeTruthy();
    expect(identity.clients[1]?.initCalls).toBe(1);
  });
});
