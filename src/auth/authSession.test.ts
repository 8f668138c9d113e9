// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeIdentity, fakeServer, signInRoutes } from '../test/fakes.ts';
import { AuthSession } from './authSession.ts';
import { AUTH_TOKEN_KEY } from './session.ts';

const RESUME = 'POST /rest/vuejs/auth/validatecookie';

function signedIn(session: AuthSession): Promise<void> {
  return new Promise((resolve) => {
    const check = () => session.getState().status === 'signed-in' && resolve();
    session.subscribe(check);
    check();
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('the kept session check', () => {
  it('is asked for as the session is created, and the sign-in that follows takes that answer instead of asking again', async () => {
    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const server = fakeServer(signInRoutes());
    const session = new AuthSession({ createIdentityClient: fakeIdentity().factory, fetch: server.fetch });
    expect(server.callsTo(RESUME).map((c) => c.body)).toEqual([{ sessionId: 'tok-stored' }]);
    session.start();
    await signedIn(session);
    expect(server.callsTo(RESUME)).toHaveLength(1);
    expect(session.getState()).toMatchObject({ status: 'signed-in', authToken: 'tok-stored' });
  });

  it('is not asked for without a kept token, and an early answer serves one sign-in only', async () => {
    const server = fakeServer(signInRoutes());
    new AuthSession({ createIdentityClient: fakeIdentity().factory, fetch: server.fetch });
    expect(server.callsTo(RESUME)).toHaveLength(0);

    window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
    const session = new AuthSession({ createIdentityClient: fakeIdentity().factory, fetch: server.fetch });
    session.start();
    await signedIn(session);
    session.retry(); // signed in: no RETRY there, so the sign-in starts over and checks the session afresh
    await new Promise((r) => setTimeout(r, 0));
    await signedIn(session);
    expect(server.callsTo(RESUME)).toHaveLength(2);
  });
});
