import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useAuth } from '../auth/context.ts';

const LoginStateView = lazy(() => import('../screens/login/LoginStateView.tsx').then((m) => ({ default: m.LoginStateView })));

/** What a signed-in route shows while its gate waits for the session (routing/signInGate.ts): the login states. */
export function SignInPending() {
  const { state } = useAuth();
  return (
    <Suspense fallback={null}>
      <LoginStateView state={state} />
    </Suspense>
  );
}

/**
 * The signed-in layout route's component: the screen once the gate let it through. A session that ends later
 * (a refused token, signing out) shows the login states again and re-runs the gate, whose loaders wait anew.
 */
export function SignedInLayout() {
  const { state } = useAuth();
  const router = useRouter();
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) void router.invalidate();
  }, [signedIn, router]);
  return signedIn ? <Outlet /> : <SignInPending />;
}
