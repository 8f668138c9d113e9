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
