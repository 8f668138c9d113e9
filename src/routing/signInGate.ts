import { redirect } from '@tanstack/react-router';
import type { AuthStore } from '../auth/context.ts';
import { loginInput } from '../screens/login/loginTarget.ts';
import { navigationGuard, phaseOf, trackEvent } from './guard.ts';
import { validateLoginSearch } from './search.ts';

export interface SignInGateArgs {
  context: { auth: AuthStore };
  location: { pathname: string; search: unknown };
  /** The matched routes, the screen's last: its survey parameter goes into the guard. */
  matches: readonly { params: unknown }[];
  preload: boolean;
  abortController: AbortController;
}

/** Thrown to a preload of a signed-in route without a session: nothing is fetched, nothing is started. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

type GateLocation = SignInGateArgs['location'];
type GateMatches = SignInGateArgs['matches'];

/** The navigation guard's decision for a signed-in route at this address (its screen's survey parameter, if any). */
function decisionFor(auth: AuthStore, location: GateLocation, matches: GateMatches) {
  const surveyParam = (matches[matches.length - 1]?.params as { surveyExtName?: unknown } | undefined)?.surveyExtName;
  return navigationGuard({
    path: location.pathname,
    search: (location.search ?? {}) as Record<string, unknown>,
    phase: phaseOf(auth.getState()),
    surveyParam: typeof surveyParam === 'string' ? surveyParam : undefined,
    isPublic: false,
  });
}

const startSignIn = (auth: AuthStore, location: GateLocation) => auth.start(loginInput(validateLoginSearch((location.search ?? {}) as Record<string, unknown>)));

/**
 * The gate's first step, taken as the router is created (src/router.tsx), on an address of a signed-in route: the
 * sign-in starts with the input the gate would give it, so the session check is on its way while the router's first
 * render and load run, not after them (issue 12: that task held it back by 100-300 ms). The gate then finds it
 * started (start() runs once) and waits as before; every other decision stays the gate's.
 */
export function startSignInAhead(auth: AuthStore, location: GateLocation, matches: GateMatches = []): void {
  if (auth.getState().status === 'signed-in' || decisionFor(auth, location, matches).kind !== 'sign-in') return;
  // Not in the caller's render: a change of the session's state is a change of another component's (AuthProvider).
  queueMicrotask(() => startSignIn(auth, location));
}

/**
 * The `beforeLoad` of the signed-in layout route: resolves once the session is signed in, so no loader of a
 * screen behind it runs before (their calls would be refused). Meanwhile it applies the navigation guard
 * (spec 1 section 2.2) on every change of the session: start the sign-in where the address is, or send the user
 * to the login screen keeping the deep link; the route's pending component shows the login states.
 */
export function untilSignedIn({ context, location, matches, preload, abortController }: SignInGateArgs): Promise<void> | void {
  const { auth } = context;
  if (auth.getState().status === 'signed-in') return;
  if (preload) throw new NotSignedInError('Not signed in');
  return new Promise<void>((resolve, reject) => {
    let decided: string | null = null;
    const decide = () => {
      if (auth.getState().status === 'signed-in') return finish(resolve);
      const decision = decisionFor(auth, location, matches);
      // Decided again only when the decision changes, as the gate component did (start() runs once anyway).
      if (decision.kind === decided) return;
      decided = decision.kind;
      if (decision.kind === 'sign-in') startSignIn(auth, location);
      if (decision.kind === 'redirect') {
        if (decision.track) trackEvent('deep-link-before-login', { path: location.pathname });
        finish(() => reject(redirect({ to: '/', search: decision.search, replace: true })));
      }
    };
    const unsubscribe = auth.subscribe(decide);
    const finish = (settle: () => void) => {
      unsubscribe();
      abortController.signal.removeEventListener('abort', unsubscribe);
      settle();
    };
    // Another navigation replaced this one: stop listening (the router drops the promise).
    abortController.signal.addEventListener('abort', unsubscribe, { once: true });
    decide();
  });
}
