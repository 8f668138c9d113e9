import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect, RouterProvider } from '@tanstack/react-router';
import { ApiError, type ApiClient } from './api/client.ts';
import { useAuth } from './auth/context.ts';
import { APP_BASE } from './auth/session.ts';
import { HomePage } from './screens/HomePage.tsx';
import { LazyPageScreen, validatePageSearch } from './screens/page/route.tsx';
import { AppShell } from './shell/AppShell.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  /** API client with the session token, for loaders. */
  api: ApiClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
});

/** The generic page: a server descriptor rendered by the engine (spec 1 §2.1, spec 2). */
const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page/$pageId/$surveyExtName/$drillPath',
  validateSearch: validatePageSearch,
  component: LazyPageScreen,
});

/** Any unknown path goes to the start page (spec 1, section 2.1). */
const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([indexRoute, pageRoute, catchAllRoute]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    basepath: APP_BASE.replace(/\/$/, ''),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** Client errors (4xx) will not get better by asking again; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000 } } });
}

/**
 * The router and the query cache of one signed-in session. Mounted only once the user is signed
 * in, after the path wanted before the sign-in redirect is back in the address bar, so the router
 * reads the right location; a new session gets a fresh router and an empty cache.
 */
export function AppRouter() {
  const { api } = useAuth();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter({ queryClient, api }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
