import { createContext, useContext, useState, type ReactNode } from 'react';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import type { LocalizedText } from '../../schemas/components/common.gen.ts';
import type { Locale } from '../../core/locales.ts';

/** How widgets reach the server: a JSON call relative to /rest (the app passes its API client). PUT and DELETE write rows (the data table). */
export type FetchJson = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

/** Where fixture data comes from in Storybook and tests: by component type and id. */
export type FixtureSource = (type: string, componentId: string) => unknown;

export interface EngineEnvironment {
  user: EngineUser;
  locale: Locale;
  surveyExtName: string;
  /** The drill path segment of the route: a drill path plus `;`-separated filter tokens (spec 1 §9). */
  drillPath: string;
  /** The active view of the survey (discriminator branches may depend on it). */
  activeView: string | null;
  fetchJson: FetchJson;
  /** When set, widgets read this instead of calling the server. */
  fixtures?: FixtureSource;
  /** Opens another page of the survey (shortcuts, 'see more details'). */
  openPage?: (pageId: string, drillPath?: string) => void;
  /** The page the widgets are on: the `fromPage` a screen they open goes back to. */
  pageId?: string;
  /** The page's `?campaignId=` (spec 1 section 2): the campaign a campaign details component shows when its config names none. */
  campaignId?: number;
  /** Opens a screen of the app by its path and query (`/mailtemplate/{survey}/{id}?fromPage=…`). */
  openScreen?: (path: string) => void;
  /** Follows a queued report to the screen that waits for it and saves the file (a widget's download icon). */
  openReport?: (taskUUID: string) => void;
  /**
   * Where components keep a choice that should survive a reload (the open tab, the chosen
   * section): the app keeps it in the address. Without it the choice lives in the component.
   */
  componentState?: ComponentStateStore;
  /** What the page shows, in words (survey, unit, period, filters): chart exports print it above the chart. */
  exportContext?: readonly string[];
}

export interface ComponentStateStore {
  get(componentId: string): string | undefined;
  set(componentId: string, value: string | undefined): void;
}

const EngineContext = createContext<EngineEnvironment | null>(null);

export function EngineProvider({ value, children }: { value: EngineEnvironment; children: ReactNode }) {
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineEnvironment {
  const value = useContext(EngineContext);
  if (!value) throw new Error('Widgets render inside <EngineProvider> (renderPage sets it up)');
  return value;
}

/** The signed-in user as the engine sees it (role, root flag, locale). */
export function useEngineUser(): EngineUser {
  return useEngine().user;
}

/** The drill and filter context of the page: survey, drill path with filters, active view. */
export function useDrillContext(): { surveyExtName: string; drillPath: string; activeView: string | null } {
  const { surveyExtName, drillPath, activeView } = useEngine();
  return { surveyExtName, drillPath, activeView };
}

/**
 * A component's choice that a deep link keeps (see `componentState`); `initial` is the default and is
 * not written to the address.
 */
export function useComponentState(componentId: string, initial: string): [string, (value: string) => void] {
  const { componentState } = useEngine();
  const [local, setLocal] = useState(initial);
  if (!componentState) return [local, setLocal];
  return [componentState.get(componentId) ?? initial, (value) => componentState.set(componentId, value === initial ? undefined : value)];
}

/** A text per locale in the user's locale, else English, else the first one given. */
export function pickText(text: LocalizedText | string | undefined | null, locale: Locale): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
}

export function useLocalized(): (text: LocalizedText | string | undefined | null) => string {
  const { locale } = useEngine();
  return (text) => pickText(text, locale);
}
