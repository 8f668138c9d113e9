import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { ApiError, type ApiClient } from './api/client.ts';
import { useAuth } from './auth/context.ts';
import { APP_BASE, readAuthToken } from './auth/session.ts';
import { BARE, EDITOR_CHROME, NO_SIDEBARS } from './routing/chrome.ts';
import { validateFromPageSearch, validateListSearch, validateLoginSearch } from './routing/search.ts';
import { LazyPageScreen, pageLoader, pageLoaderDeps, validatePageSearch } from './screens/page/route.tsx';
import { LazyRankingScreen, rankingLoader } from './screens/ranking/route.ts';
import { LazyBigScreen } from './screens/bigscreen/route.ts';
import { LazySampleListScreen, sampleListLoader } from './screens/samplelist/route.tsx';
import { alertListLoader, alertLoader, alertParams, LazyAlertListScreen, LazyAlertScreen, validateAlertListSearch } from './screens/alerts/routes.ts';
import { interviewLoader, interviewParams, LazyInterviewScreen } from './screens/interview/route.ts';
import { LazySampleScreen, sampleLoader, sampleParams } from './screens/sample/route.ts';
import { LazyRoleScreen, LazySurveyAdminScreen, roleLoader, roleParams, surveyAdminLoader } from './screens/roles/route.ts';
import { globalScriptParams, LazyGlobalScriptScreen, LazySurveyScriptScreen, LazyUniverseScriptScreen, scriptLoader, surveyScriptParams } from './screens/scripts/route.ts';
import { LazySurveyDetailsScreen, surveyDetailsLoader, surveyDetailsParams } from './screens/surveydetails/route.ts';
import { validateTaskSearch } from './screens/surveydetails/taskSearch.ts';
import { campaignDetailsLoader, campaignParams, LazyCampaignDetailsScreen } from './screens/campaigns/route.ts';
import { campaignWizardLoader, LazyCampaignWizardScreen } from './screens/campaigns/wizard/route.ts';
import { LazyUserDetailsScreen, LazyUserEditorScreen, LazyUserListScreen, userDetailsLoader, userEditorLoader, userParams } from './screens/users/route.ts';
import {
  LazyLetterTemplateScreen,
  LazyMailTemplateScreen,
  LazySmsTemplateScreen,
  letterTemplateLoader,
  mailTemplateLoader,
  smsTemplateLoader,
  templateParams,
} from './screens/templates/route.ts';
import { RootLayout } from './shell/RootLayout.tsx';
import { preloadSignedInFrame } from './shell/AppShell.tsx';
import { SignedInLayout, SignInPending } from './shell/SignedInLayout.tsx';
import { drillPathParams } from './routing/params.ts';
import { untilSignedIn } from './routing/signInGate.ts';
import { READABLE_PATH_MARKS } from './routing/readableUrls.ts';
import type { AuthStore } from './auth/context.ts';
import { withMessages } from './i18n/appMessages.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /** API client with the session token, for loaders (they run only once signed in). */
  api: ApiClient;
  /** The session, which the sign-in gate waits on. */
  auth: AuthStore;
}

// Screens load with their route, so the first paint carries only the shell (DESIGN.md: 200 KB budget).
const LoginScreen = lazyRouteComponent(() => import('./screens/login/LoginScreen.tsx'), 'LoginScreen');
const UpgradeNotice = lazyRouteComponent(() => withMessages(['notices'], () => import('./screens/notices/UpgradeNotice.tsx')), 'UpgradeNotice');
const MovedNotice = lazyRouteComponent(() => withMessages(['notices'], () => import('./screens/notices/MovedNotice.tsx')), 'MovedNotice');
const ResponsivePlaceholder = lazyRouteComponent(() => withMessages(['notices'], () => import('./screens/notices/ResponsivePlaceholder.tsx')), 'ResponsivePlaceholder');
const ForgotPassword = lazyRouteComponent(() => withMessages(['password'], () => import('./screens/password/ForgotPassword.tsx')), 'ForgotPassword');
const ResetPassword = lazyRouteComponent(() => withMessages(['password'], () => import('./screens/password/ResetPassword.tsx')), 'ResetPassword');
const Mailbox = lazyRouteComponent(() => withMessages(['frame'], () => import('./screens/admin/Mailbox.tsx')), 'Mailbox');
const ReportDownloadScreen = lazyRouteComponent(() => withMessages(['frame'], () => import('./screens/reportdownload/ReportDownloadScreen.tsx')), 'ReportDownloadScreen');

// A malformed drill path or id: the codec's reason (loads only when needed), in the words of the screen it names.
const RouteParamError = lazyRouteComponent(() => withMessages(['frame', 'samples', 'alerts', 'interview'], () => import('./routing/RouteParamError.tsx')), 'RouteParamError');

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

/**
 * Every route that needs a signed-in user is a child of this pathless layout: its `beforeLoad` waits for the
 * session and applies the navigation guard (spec 1 section 2.2), so no loader runs before sign-in; the login
 * states show meanwhile. Public routes (login, notices, password reset, big screen) are children of the root.
 */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signedIn',
  beforeLoad: (args): Promise<void> | void => untilSignedIn(args),
  component: SignedInLayout,
  pendingComponent: SignInPending,
  pendingMs: 0,
  pendingMinMs: 0,
});

// Spec 1 section 2.1 and spec 3 section 2.
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LoginScreen,
  validateSearch: validateLoginSearch,
  staticData: { chrome: NO_SIDEBARS },
});
const upgradeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/upgrade', component: UpgradeNotice, staticData: { chrome: NO_SIDEBARS } });
const vgsRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/vgs', component: MovedNotice, staticData: { chrome: NO_SIDEBARS } });
const finlandRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/finland', component: MovedNotice, staticData: { chrome: NO_SIDEBARS } });
const responsiveRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/responsive',
  component: ResponsivePlaceholder,
  staticData: { chrome: NO_SIDEBARS },
});
const forgotRoute = createRoute({ getParentRoute: () => rootRoute, path: '/forgot', component: ForgotPassword, staticData: { chrome: NO_SIDEBARS } });
const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset',
  component: ResetPassword,
  validateSearch: (s: Record<string, unknown>) => ({ token: typeof s.token === 'string' ? s.token : '' }),
  staticData: { chrome: NO_SIDEBARS },
});
/** Public: the big screen's only credential is the API key token in its address (issue 21). */
const bigscreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bigscreen/$apiKeyToken',
  component: LazyBigScreen,
  staticData: { chrome: BARE },
});

// Each screen: its params parsed at the route (a malformed one shows RouteParamError), its data prefetched by its loader.
const rankingRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/ranking/$surveyExtName/$drillPath',
  params: drillPathParams<{ surveyExtName: string; drillPath: string }>(),
  errorComponent: RouteParamError,
  component: LazyRankingScreen,
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: rankingLoader,
});
const interviewRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/interview/$surveyExtName/$interviewId',
  params: interviewParams,
  errorComponent: RouteParamError,
  component: LazyInterviewScreen,
  loader: interviewLoader,
});
const sampleListRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/samplelist/$surveyExtName/$drillPath',
  params: drillPathParams<{ surveyExtName: string; drillPath: string }>(),
  errorComponent: RouteParamError,
  component: LazySampleListScreen,
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: sampleListLoader,
});
const alertListRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/alertlist/$surveyExtName/$drillPath',
  params: drillPathParams<{ surveyExtName: string; drillPath: string }>(),
  errorComponent: RouteParamError,
  component: LazyAlertListScreen,
  validateSearch: validateAlertListSearch,
  loaderDeps: ({ search }) => search,
  loader: alertListLoader,
});
const alertRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/alert/$surveyExtName/$alertId',
  params: alertParams,
  errorComponent: RouteParamError,
  component: LazyAlertScreen,
  loader: alertLoader,
});
const sampleRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/sample/$surveyExtName/$fromPage/$sampleId',
  params: sampleParams,
  errorComponent: RouteParamError,
  component: LazySampleScreen,
  loader: sampleLoader,
});
/** The generic page belongs to src/screens/page (issue 4); only its place in the table is here. */
const pageRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/page/$pageId/$surveyExtName/$drillPath',
  params: drillPathParams<{ pageId: string; surveyExtName: string; drillPath: string }>(),
  errorComponent: RouteParamError,
  component: LazyPageScreen,
  validateSearch: validatePageSearch,
  loaderDeps: pageLoaderDeps,
  loader: pageLoader,
});
const reportDownloadRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/reportdownload/$surveyExtName/$reportUUID', component: ReportDownloadScreen });

const userListRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/userlist/$surveyExtName', component: LazyUserListScreen });
const userDetailsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/userdetails/$surveyExtName/$userId',
  params: userParams,
  errorComponent: RouteParamError,
  component: LazyUserDetailsScreen,
  loader: userDetailsLoader,
});
const userEditorRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/usereditor/$surveyExtName/$userId',
  params: userParams,
  errorComponent: RouteParamError,
  component: LazyUserEditorScreen,
  loader: userEditorLoader,
  staticData: { chrome: EDITOR_CHROME },
});
const surveyListRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/surveylist/$surveyExtName',
  component: LazySurveyAdminScreen,
  loader: surveyAdminLoader,
});
/** Shortcut to the survey list of the current survey (the sign-in gate above has resolved: the identity is there). */
const slRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/sl',
  beforeLoad: ({ context }) => {
    const state = context.auth.getState();
    const survey = state.status === 'signed-in' ? (state.identity.startSurvey ?? state.identity.surveys[0]?.extName) : undefined;
    throw survey ? redirect({ to: '/surveylist/$surveyExtName', params: { surveyExtName: survey }, replace: true }) : redirect({ to: '/', replace: true });
  },
});
const surveyRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/survey/$surveyExtName/$surveyId',
  params: surveyDetailsParams,
  errorComponent: RouteParamError,
  validateSearch: validateTaskSearch,
  component: LazySurveyDetailsScreen,
  loader: surveyDetailsLoader,
});
const surveyScriptRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/script/$surveyExtName/$surveyId/$scriptId',
  params: surveyScriptParams,
  errorComponent: RouteParamError,
  component: LazySurveyScriptScreen,
  loader: scriptLoader,
});
const globalScriptRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/script/$surveyExtName/$scriptId',
  params: globalScriptParams,
  errorComponent: RouteParamError,
  component: LazyGlobalScriptScreen,
  loader: scriptLoader,
});
const universeScriptRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/script/$surveyExtName', component: LazyUniverseScriptScreen, loader: scriptLoader });
const roleRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/role/$surveyExtName/$roleId',
  params: roleParams,
  errorComponent: RouteParamError,
  component: LazyRoleScreen,
  loader: roleLoader,
});
const mailTemplateRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/mailtemplate/$surveyExtName/$templateId',
  params: templateParams,
  errorComponent: RouteParamError,
  validateSearch: validateFromPageSearch,
  component: LazyMailTemplateScreen,
  loader: mailTemplateLoader,
});
const smsTemplateRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/smstemplate/$surveyExtName/$templateId',
  params: templateParams,
  errorComponent: RouteParamError,
  validateSearch: validateFromPageSearch,
  component: LazySmsTemplateScreen,
  loader: smsTemplateLoader,
});
const letterTemplateRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/lettertemplate/$surveyExtName/$templateId',
  params: templateParams,
  errorComponent: RouteParamError,
  validateSearch: validateFromPageSearch,
  component: LazyLetterTemplateScreen,
  loader: letterTemplateLoader,
});
const mailCampaignRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/mailcampaign/$surveyExtName/$campaignId',
  params: campaignParams,
  errorComponent: RouteParamError,
  validateSearch: validateFromPageSearch,
  component: LazyCampaignDetailsScreen,
  loader: campaignDetailsLoader,
});
const createMailCampaignRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/createmailcampaign/$surveyExtName/$mailAction/$drillPath',
  staticData: { chrome: EDITOR_CHROME },
  validateSearch: validateFromPageSearch,
  component: LazyCampaignWizardScreen,
  loader: campaignWizardLoader,
});
const mailboxRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/mailbox', component: Mailbox });

/** Any unknown path goes to / (spec 1 section 2.1). */
const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  upgradeRoute,
  responsiveRoute,
  forgotRoute,
  resetRoute,
  bigscreenRoute,
  signedInRoute.addChildren([
    vgsRoute,
    finlandRoute,
    rankingRoute,
    interviewRoute,
    alertListRoute,
    alertRoute,
    sampleListRoute,
    sampleRoute,
    pageRoute,
    reportDownloadRoute,
    userListRoute,
    userDetailsRoute,
    userEditorRoute,
    surveyListRoute,
    slRoute,
    surveyRoute,
    surveyScriptRoute,
    globalScriptRoute,
    universeScriptRoute,
    roleRoute,
    mailTemplateRoute,
    smsTemplateRoute,
    letterTemplateRoute,
    mailCampaignRoute,
    createMailCampaignRoute,
    mailboxRoute,
  ]),
  catchAllRoute,
]);

/** `history` only for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: APP_BASE.replace(/\/$/, ''),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Readable addresses: the drill path's own marks stay as they are (`all,se;rtype=1`, not `all%2Cse%3Brtype%3D1`).
    pathParamsAllowedCharacters: READABLE_PATH_MARKS,
    ...(history ? { history } : {}),
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
 * With a session token kept from before (a reload, a link opened in the same tab) the user is most likely signed in:
 * the signed-in frame and the chunks of the screen in the address then load while the session is checked, not
 * after it. Code only: no call to the server is made before the session is known.
 */
function preloadSignedInChunks(router: ReturnType<typeof createAppRouter>): void {
  const matches = router.matchRoutes(router.state.location);
  if (!readAuthToken() || !matches.some((m) => m.routeId === signedInRoute.id)) return;
  preloadSignedInFrame();
  for (const match of matches) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined);
  }
}

/** The router and the query cache. Public routes render at once; the others sign in first (the signed-in layout route). */
export function AppRouter() {
  const { api, store } = useAuth();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter({ queryClient, api, auth: store });
    preloadSignedInChunks(created);
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
