import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { useAuth, type AuthState } from '../auth/context.ts';
import { FULL_CHROME } from '../routing/chrome.ts';
import { navigationGuard, trackEvent, type AuthPhase } from '../routing/guard.ts';
import { validateLoginSearch } from '../routing/search.ts';
import { loginInput } from '../screens/login/loginTarget.ts';
import { AppShell } from './AppShell.tsx';

const LoginStateView = lazy(() => import('../screens/login/LoginStateView.tsx').then((m) => ({ default: m.LoginStateView })));

export function phaseOf(state: AuthState): AuthPhase {
  switch (state.status) {
    case 'signed-in':
      return 'signed-in';
    case 'choose-universe':
    case 'act-as':
    case 'loading':
    case 'unknown-user':
    case 'not-configured':
      return 'identity-pending';
    default:
      return 'unauthenticated';
  }
}

/** Applies the navigation guard (spec 1 section 2.2) on every route that needs a signed-in user. */
function AuthGate() {
  const { state, start } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { surveyExtName?: string };
  const search = location.search as Record<string, unknown>;
  const decision = navigationGuard({ path: location.pathname, search, phase: phaseOf(state), surveyParam: params.surveyExtName, isPublic: false });

  useEffect(() => {
    if (decision.kind === 'sign-in') start(loginInput(validateLoginSearch(search)));
    if (decision.kind === 'redirect') {
      if (decision.track) trackEvent('deep-link-before-login', { path: location.pathname });
      void navigate({ to: '/', search: decision.search, replace: true });
    }
    // Decided again when the phase or the location changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind, location.href]);

  return state.status === 'signed-in' ? (
    <Outlet />
  ) : (
    <Suspense fallback={null}>
      <LoginStateView state={state} />
    </Suspense>
  );
}

/** The root of every route: the shell with the route's chrome, and the sign-in gate unless the route is public. */
export function RootLayout() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const chrome = match?.staticData.chrome ?? FULL_CHROME;
  return <AppShell chrome={chrome}>{match?.staticData.public ? <Outlet /> : <AuthGate />}</AppShell>;
}
