import { describe, expect, it } from 'vitest';
import type { AuthState, AuthStore } from '../auth/context.ts';
import type { LoginInput } from '../../machines/login.machine.ts';
import { startSignInAhead } from './signInGate.ts';

function fakeAuth(state: AuthState): AuthStore & { started: (LoginInput | undefined)[] } {
  const started: (LoginInput | undefined)[] = [];
  return { started, getState: () => state, subscribe: () => () => undefined, start: (input) => void started.push(input) };
}

describe('the sign-in gate, started ahead as the router is created (issue 12)', () => {
  it('starts the sign-in of a signed-in route at once, with the input the gate would give it', async () => {
    const auth = fakeAuth({ status: 'idle' });
    startSignInAhead(auth, { pathname: '/page/overview/service/all', search: { universe: 'demo' } });
    await Promise.resolve();
    expect(auth.started).toEqual([{ universe: 'demo', change: false, allowIndicators: false }]);
  });

  it('leaves a session that is signed in, or whose identity is still pending, as it is', async () => {
    const signedIn = fakeAuth({ status: 'signed-in', identity: {} as never, authToken: 't' });
    startSignInAhead(signedIn, { pathname: '/page/overview/service/all', search: {} });
    const pending = fakeAuth({ status: 'loading', identity: {} as never, percent: 10 });
    startSignInAhead(pending, { pathname: '/page/overview/service/all', search: {} });
    await Promise.resolve();
    expect([signedIn.started, pending.started]).toEqual([[], []]);
  });
});
