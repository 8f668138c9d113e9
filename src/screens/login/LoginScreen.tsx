import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAuth } from '../../auth/context.ts';
import { peekReturnPath, takeReturnPath, withoutBase } from '../../auth/session.ts';
import { LoginStateView } from './LoginStateView.tsx';
import { loginInput, loginQuery, loginTarget } from './loginTarget.ts';

/**
 * The login page `/` (spec 1 section 2.4): starts the sign-in with the page's query parameters, shows
 * each login state, and once signed in goes where the navigation guard says.
 */
export function LoginScreen() {
  const { state, start } = useAuth();
  const search = useSearch({ from: '/' });
  const navigate = useNavigate();
  // Read once at mount: effects may run twice (StrictMode), and both runs must go to the same place.
  const [remembered] = useState(peekReturnPath);
  const query = loginQuery(search, remembered);

  useEffect(() => {
    start(loginInput(query));
    // The query is read once: the sign-in starts once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  const signedIn = state.status === 'signed-in' ? state.identity : null;
  useEffect(() => {
    if (!signedIn) return;
    takeReturnPath();
    void navigate({ href: loginTarget(query, remembered ? withoutBase(remembered) : null, signedIn), replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, navigate]);

  return <LoginStateView state={state} preselectedUniverse={query.preselectedUniverse} />;
}
