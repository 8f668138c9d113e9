import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { formatFilters, formatPath, type DrillRoute } from '../../core/drillpath/tokens.ts';
import type { Identity } from '../auth/types.ts';
import { findSurvey, navigationAtLogin, navigationFor, type Navigation } from './navigation.ts';

interface NavigationContextValue {
  nav: Navigation;
  /** Selecting a survey resets view, path, filters and download state. */
  selectSurvey(extName: string): Navigation;
  selectView(extName: string): Navigation;
  /** Home: back to the survey's start filters. */
  resetFilters(): Navigation;
}

/** The route's drill path when the route parses it (routing/params.ts); placeholder routes keep the text. */
export function parsedDrill(params: { drillPath?: unknown }): DrillRoute | undefined {
  return typeof params.drillPath === 'object' && params.drillPath !== null ? (params.drillPath as DrillRoute) : undefined;
}

function withRoute(nav: Navigation, drill: DrillRoute): Navigation {
  const path = formatPath(drill.path);
  const filters = drill.filters.length ? formatFilters(drill.filters) : '';
  return path === nav.path && filters === nav.filters ? nav : { ...nav, path, filters };
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

/** Holds the session's navigation; a new identity (sign-in, universe, acting as) starts from its start survey. */
export function NavigationProvider({ identity, children }: { identity: Identity; children?: ReactNode }) {
  const key = `${identity.username}@${identity.universe}`;
  const [state, setState] = useState(() => ({ key, nav: navigationAtLogin(identity) }));
  const kept = state.key === key ? state.nav : navigationAtLogin(identity);
  if (state.key !== key) setState({ key, nav: kept });
  // The address wins while a screen shows it: its survey is the current survey (a reload on another survey than the
  // start survey stays there), and its drill path the current path, so other screens (alerts, mailbox, Home) keep both.
  const params = useParams({ strict: false }) as { surveyExtName?: string; drillPath?: unknown };
  const routeSurvey = findSurvey(identity, params.surveyExtName);
  const routeDrill = parsedDrill(params);
  // So is its `?view=` (a reload or a shared link restores the view), when it names a view of that survey.
  const routeView = (useSearch({ strict: false }) as { view?: unknown }).view;
  const nav = useMemo(() => {
    const inSurvey = routeSurvey && routeSurvey.extName !== kept.survey ? navigationFor(routeSurvey) : kept;
    const view = findSurvey(identity, inSurvey.survey)?.views.some((v) => v.extName === routeView) ? (routeView as string) : inSurvey.view;
    const inView = view === inSurvey.view ? inSurvey : { ...inSurvey, view };
    return routeDrill ? withRoute(inView, routeDrill) : inView;
  }, [kept, identity, routeSurvey, routeView, routeDrill]);
  // Leaving the screen keeps what it showed: the last one shown becomes the session's.
  if (nav !== kept) setState({ key, nav });

  const update = useCallback(
    (next: Navigation) => {
      setState({ key, nav: next });
      return next;
    },
    [key],
  );
  const value = useMemo<NavigationContextValue>(
    () => ({
      nav,
      selectSurvey: (extName) => update(navigationFor(findSurvey(identity, extName))),
      selectView: (extName) => {
        const view = findSurvey(identity, nav.survey)?.views.find((v) => v.extName === extName);
        return update({ ...nav, view: extName, path: view?.startPath || nav.path });
      },
      resetFilters: () => update({ ...nav, filters: findSurvey(identity, nav.survey)?.startFilter ?? '' }),
    }),
    [nav, identity, update],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigationState(): NavigationContextValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigationState() must be used inside <NavigationProvider>');
  return value;
}
