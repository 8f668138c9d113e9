import { Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { FetchLike } from './api/client.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import type { IdentityClientFactory } from './auth/identityClient.ts';
import { appMessages } from './i18n/appMessages.ts';
import { pickLocale } from './i18n/index.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { theme } from './theme.ts';
import { lazyPreloadable } from './ui/lazyPreloadable.tsx';

export interface AppProps {
  /** Tests replace the identity provider and the network. */
  createIdentityClient?: IdentityClientFactory;
  fetch?: FetchLike;
}

// The router, React Query and the screens come in their own chunk, fetched at once.
const appRouter = lazyPreloadable(() => import('./router.tsx').then((m) => m.AppRouter));
void appRouter.preload().catch(() => undefined); // a failed load shows when the router renders
const AppRouter = appRouter.Component;
// The core texts of the language the app starts in (LocaleProvider's first choice) load beside the router, not after
// the first render: nothing below LocaleProvider, the router included, starts before they are in.
appMessages.setLocale(pickLocale(undefined));

export function App({ createIdentityClient, fetch }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider createIdentityClient={createIdentityClient} fetch={fetch}>
        <LocaleProvider>
          <Suspense fallback={null}>
            <AppRouter />
          </Suspense>
        </LocaleProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
