import { lazy, Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { FetchLike } from './api/client.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { useAuth } from './auth/context.ts';
import type { IdentityClientFactory } from './auth/identityClient.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { theme } from './theme.ts';

export interface AppProps {
  /** Tests replace the identity provider and the network. */
  createIdentityClient?: IdentityClientFactory;
  fetch?: FetchLike;
}

// The router, React Query and the screens are fetched while sign-in runs (the import starts at
// once, not on first render), keeping them out of the entry chunk.
const routerModule = import('./router.tsx');
const AppRouter = lazy(() => routerModule.then((m) => ({ default: m.AppRouter })));

/** Before sign-in the bare shell shows progress or the failure; once signed in, the router takes over. */
function Screens() {
  const { state } = useAuth();
  return state.status === 'signed-in' ? (
    <Suspense fallback={<AppShell />}>
      <AppRouter />
    </Suspense>
  ) : (
    <AppShell />
  );
}

export function App({ createIdentityClient, fetch }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider createIdentityClient={createIdentityClient} fetch={fetch}>
        <LocaleProvider>
          <Screens />
        </LocaleProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
