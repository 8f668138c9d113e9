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
  const search = (location.search ?? {}) as Record<string, unknown>;
  const surveyParam = (matches[matches.length - 1]?.params as { surveyExtName?: unknown } | undefined)?.surveyExtName;
  return new Promise<void>((resolve, reject) => {
    let decided: string | null = null;
    const decide = () => {
      const state = auth.getState();
      if (state.status === 'signed-in') return finish(resolve);
      const decision = navigationGuard({
        path: location.pathname,
        search,
        phase: phaseOf(state),
        surveyParam: typeof surveyParam === 'string' ? surveyParam : undefined,
        isPublic: false,
      });
      // Decided again only when the decision changes, as the gate component did (start() runs once anyway).
      if (decision.kind === decided) return;
      decided = decision.kind;
      if (decision.kind === 'sign-in') auth.start(loginInput(validateLoginSearch(search)));
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
