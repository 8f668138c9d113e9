import { useContext } from 'react';
import { AuthContext } from '../../src/auth/context.ts';

/** The signed-in session's token, or null (Storybook, component tests without a session): for calls fetch cannot make (an event stream, upload progress). */
export function useAuthToken(): string | null {
  const auth = useContext(AuthContext);
  return auth?.state.status === 'signed-in' ? auth.state.authToken : null;
}
