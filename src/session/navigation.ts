import type { Identity, SurveySummary } from '../auth/types.ts';

/**
 * Where the user is in their data: survey, view, drill path, filters and the report download state
 * (spec 1 section 4, Session). Pure functions; the store in store.tsx holds the current value.
 */
export interface Navigation {
  survey: string | null;
  view: string | null;
  /** Drill path segments joined by commas, e.g. `all,north`. */
  path: string;
  /** Filter tokens joined by semicolons (`name=value1*value2`), '' for none. */
  filters: string;
  download: 'none' | 'downloadQueued' | 'downloadReady' | 'downloadCompleted';
}

export function findSurvey(identity: Pick<Identity, 'surveys'>, extName: string | null | undefined): SurveySummary | null {
  return identity.surveys.find((s) => s.extName === extName) ?? null;
}

/** A survey chosen: its first view, the view's start path, the survey's start filter; no download. */
export function navigationFor(survey: SurveySummary | null): Navigation {
  const view = survey?.views[0] ?? null;
  return {
    survey: survey?.extName ?? null,
    view: view?.extName ?? null,
    path: view?.startPath || 'all',
    filters: survey?.startFilter ?? '',
    download: 'none',
  };
}

/** Login sets the start survey (else the first), its first view, the view's start path and the filters from its start filter. */
export function navigationAtLogin(identity: Pick<Identity, 'surveys' | 'startSurvey'>): Navigation {
  return navigationFor(findSurvey(identity, identity.startSurvey) ?? identity.surveys[0] ?? null);
}

/** The route parameter of a drill path with its filters (spec 1 section 9). */
export function drillParam(nav: Pick<Navigation, 'path' | 'filters'>): string {
  return nav.filters ? `${nav.path};${nav.filters}` : nav.path;
}

/** Encodes a path segment, keeping the drill path's own marks readable (`,` `;` `=` `*` are legal in a path). */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3B/gi, ';').replace(/%3D/gi, '=').replace(/%2A/gi, '*');
}

/** The page a survey opens on for the caller (the server decides it from the role and the survey). */
export function startPageOf(survey: Pick<SurveySummary, 'startPage' | 'pages'>): string {
  return survey.startPage || survey.pages[0]?.extname || 'start';
}

/** The default page of a survey: its start page at the start path with the start filters. */
export function defaultPagePath(survey: SurveySummary | null): string {
  if (!survey) return '/';
  const nav = navigationFor(survey);
  const page = startPageOf(survey);
  return `/page/${encodeSegment(page)}/${encodeSegment(survey.extName)}/${encodeSegment(drillParam(nav))}`;
}
