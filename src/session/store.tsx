import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Identity } from '../auth/types.ts';
import { findSurvey, navigationAtLogin, navigationFor, type Navigation } from './navigation.ts';

interface NavigationContextValue {
  nav: Navigation;
  /** Selecting a survey resets view, path, filters and download state. */
  selectSurvey(extName: string): Navigation;
  selectView(extName: string): Navigation;
  /** Home: back to the survey's start filters. */
  resetFilters(): Navigation;
  /** The drill path and filters a screen's route shows (`path;filters`), kept so other screens open on the same view. */
  followDrillPath(drillPath: string): void;
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

/** Holds the session's navigation; a new identity (sign-in, universe, acting as) starts from its start survey. */
export function NavigationProvider({ identity, children }: { identity: Identity; children?: ReactNode }) {
  const key = `${identity.username}@${identity.universe}`;
  const [state, setState] = useState(() => ({ key, nav: navigationAtLogin(identity) }));
  const nav = state.key === key ? state.nav : navigationAtLogin(identity);
  if (state.key !== key) setState({ key, nav });

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
      followDrillPath: (drillPath) => {
        const semi = drillPath.indexOf(';');
        const path = semi < 0 ? drillPath : drillPath.slice(0, semi);
        const filters = semi < 0 ? '' : drillPath.slice(semi + 1);
        if (path !== nav.path || filters !== nav.filters) update({ ...nav, path, filters });
      },
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
