import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuthState } from '../../auth/context.ts';
import { Welcome } from './LoginCard.tsx';

// Universe lists, act-as pickers and error cards come after the identity provider has answered: their own chunk,
// so the first screen (the welcome with its progress circle) stays small (DESIGN.md: 200 KB budget).
const LoginStateDetails = lazy(() => import('./LoginStates.tsx').then((m) => ({ default: m.LoginStateDetails })));

/** Everything the login page shows for a state other than signed in. */
export function LoginStateView({ state, preselectedUniverse }: { state: AuthState; preselectedUniverse?: string }) {
  switch (state.status) {
    case 'idle':
    case 'signing-in':
    case 'signed-in':
      return <Welcome />;
    case 'signing-out':
      return <Welcome label={<FormattedMessage id="auth.signingOut" />} />;
    default:
      return (
        <Suspense fallback={<Welcome />}>
          <LoginStateDetails state={state} preselectedUniverse={preselectedUniverse} />
        </Suspense>
      );
  }
}
