/**
 * How a survey opens for a role (spec 3 section 3, Survey access: startPage, viewOrder, viewAccessList), read from
 * the role's stored survey access list. The identity applies it to the survey summaries the shell builds its menus
 * from: the page the survey opens on, the views the role may use in its order, each starting at its default drill
 * when the role names one.
 *
 * A role that ticks no view keeps all of them: the role form leaves every view unticked until someone chooses, and
 * a survey with no view to open would be a dead end rather than a limit.
 */

export interface SurveyPrefs {
  /** The page the survey opens on ('' for the survey's own start page). */
  startPage: string;
  /** View extNames in the role's order (comma-separated in the form); views not named follow in the survey's order. */
  viewOrder: string[];
  /** The views the role may use, with their default drill ('' for the view's own start path); null when unlimited. */
  views: { extName: string; defaultDrill: string }[] | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The preferences of each survey in a stored survey access list, by survey extName. */
export function surveyPrefsOf(list: unknown): Record<string, SurveyPrefs> {
  const out: Record<string, SurveyPrefs> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list as Record<string, unknown>[]) {
    if (!entry || typeof entry.surveyExtName !== 'string') continue;
    const ticked = (Array.isArray(entry.viewAccessList) ? (entry.viewAccessList as Record<string, unknown>[]) : []).filter((v) => v && v.access === true && text(v.viewExtName));
    out[entry.surveyExtName] = {
      startPage: text(entry.startPage),
      viewOrder: text(entry.viewOrder).split(',').map((s) => s.trim()).filter(Boolean),
      views: ticked.length ? ticked.map((v) => ({ extName: text(v.viewExtName), defaultDrill: text(v.defaultDrill) })) : null,
    };
  }
  return out;
}

/** The views a role may use, in its order, with the start path its default drill gives (before the scope rule). */
export function viewsFor<V extends { extName: string; startPath: string }>(views: V[], prefs: SurveyPrefs | undefined): V[] {
  if (!prefs) return views;
  const allowed = prefs.views === null ? views : views.filter((v) => prefs.views!.some((a) => a.extName === v.extName));
  const rank = (v: V) => {
    const i = prefs.viewOrder.indexOf(v.extName);
    return i === -1 ? prefs.viewOrder.length : i;
  };
  return allowed
    .map((v, i) => ({ v, i }))
    .sort((a, b) => rank(a.v) - rank(b.v) || a.i - b.i)
    .map(({ v }) => {
      const drill = prefs.views?.find((a) => a.extName === v.extName)?.defaultDrill;
      return drill ? { ...v, startPath: drill } : v;
    });
}

/** The page a survey opens on: the role's when it names one of the pages, else the survey's, else the first. */
export function startPageOf(pages: { extname: string }[], surveyStartPage: string, prefs: SurveyPrefs | undefined): string {
  return [prefs?.startPage, surveyStartPage].find((name) => name && pages.some((p) => p.extname === name)) ?? pages[0]?.extname ?? '';
}
