import { Suspense, useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { useAuth } from '../auth/context.ts';
import { lazyPreloadable } from '../ui/lazyPreloadable.tsx';

const loginStateView = lazyPreloadable(() => import('../screens/login/LoginStateView.tsx').then((m) => m.LoginStateView));
const LoginStateView = loginStateView.Component;
/** The login states load with the router: a signed-in route shows them at once while its gate waits. */
void loginStateView.preload().catch(() => undefined);

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
