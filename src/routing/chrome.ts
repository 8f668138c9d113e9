/** Which parts of the shell a route shows (spec 1 section 2.3: each route can hide them). */
export interface Chrome {
  /** The survey menu and view tabs. */
  tabs: boolean;
  mainSidebar: boolean;
  filterSidebar: boolean;
  /** No shell at all (the public big screen). */
  bare?: boolean;
}

export const FULL_CHROME: Chrome = { tabs: true, mainSidebar: true, filterSidebar: true };
export const NO_SIDEBARS: Chrome = { tabs: false, mainSidebar: false, filterSidebar: false };
export const BARE: Chrome = { ...NO_SIDEBARS, bare: true };
/** The user editor and the campaign wizard: no tabs, no filters, the main sidebar stays. */
export const EDITOR_CHROME: Chrome = { tabs: false, mainSidebar: true, filterSidebar: false };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: Chrome;
  }
}
