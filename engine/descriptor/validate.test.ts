import { describe, expect, it } from 'vitest';
import { filterPageForUser } from './filter.ts';
import { responsiveSpan } from './layout.ts';
import { checkSurveyConfiguration, componentIssues, pageIssues } from './validate.ts';

const page = (components: unknown[]) => ({ extname: 'start', title: { en: 'Start' }, components });

describe('descriptor validation', () => {
  it('accepts a valid page', () => {
    expect(pageIssues(page([{ type: 'variableBlock', id: 'kpi', config: { size: 12 } }]))).toEqual([]);
  });

  it('names the JSON pointer of each problem, nested components included', () => {
    const issues = pageIssues(
      page([
        { type: 'variableBlock', id: 'kpi', config: { size: 5 } },
        { type: 'nope', id: 'x', config: {} },
        { type: 'menuBlock', id: 'm', config: { tabs: [{ title: { en: 'A' }, components: [{ type: 'benchmarkChart', id: 'b', config: { lowerY: 'low' } }] }] } },
        { type: 'staticTable', id: 'kpi', config: { columns: [{ title: { en: 'c' } }], rows: [], colour: 'red' } },
      ]),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: '/components/0/config/size', message: 'must be one of 2, 4, 6, 8, 12' },
        { path: '/components/1/type', message: 'Unknown component: nope' },
        { path: '/components/2/config/tabs/0/components/0/config/lowerY', message: 'must be number' },
        { path: '/components/3/config/colour', message: 'is not a known property here' },
        { path: '/components/3/id', message: 'repeats the id "kpi" of /components/0' },
      ]),
    );
    expect(issues).toHaveLength(5);
  });

  it('reports a missing envelope field at its own path', () => {
    expect(componentIssues({ type: 'variableBlock', config: {} }, '/c')).toEqual([{ path: '/c/id', message: 'is required' }]);
  });

  it('checks a survey configuration: pages, duplicates and the start page', () => {
    const ok = checkSurveyConfiguration({ views: [{ extName: 'stores' }], pages: [page([]), { ...page([]), extname: 'other', schemaVersion: 1 }] });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.configuration.pages[1]!.schemaVersion).toBe(2);
    const bad = checkSurveyConfiguration({ pages: [page([]), page([{ type: 'variableBlock', id: 'k', config: { size: 3 } }])], startPage: 'gone', views: 'x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues).toEqual(
        expect.arrayContaining([
          { path: '/views', message: 'must be array' },
          { path: '/pages/1/components/0/config/size', message: 'must be one of 2, 4, 6, 8, 12' },
          { path: '/pages/1/extname', message: 'repeats the page "start" of /pages/0' },
          { path: '/startPage', message: 'names no page of this survey ("gone")' },
        ]),
      );
    expect(checkSurveyConfiguration('pages: []')).toMatchObject({ ok: false });
  });
});

describe('layout and filtering', () => {
  it('maps sizes onto the grid, the whole row on a phone', () => {
    expect(responsiveSpan(4)).toEqual({ phone: 12, tablet: 6, desktop: 4 });
    expect(responsiveSpan(8)).toEqual({ phone: 12, tablet: 12, desktop: 8 });
    expect(responsiveSpan(undefined)).toEqual({ phone: 12, tablet: 12, desktop: 12 });
  });

  it('removes root-only components and blocks for other users, at any depth', () => {
    const p = page([
      { type: 'variableBlock', id: 'a', config: { rootOnly: true } },
      { type: 'variableBlock', id: 'b', config: { blocks: [{ rootOnly: true, expressions: [] }, { expressions: [] }] } },
      { type: 'menuBlock', id: 'm', config: { tabs: [{ title: { en: 'A' }, components: [{ type: 'variableBlock', id: 'c', config: { rootOnly: true } }] }] } },
    ]) as never;
    const forUser = filterPageForUser(p, { isRoot: false });
    expect(forUser.components.map((c) => c.id)).toEqual(['b', 'm']);
    expect((forUser.components[0]!.config as { blocks: unknown[] }).blocks).toHaveLength(1);
    expect((forUser.components[1]!.config as { tabs: { components: unknown[] }[] }).tabs[0]!.components).toEqual([]);
    expect(filterPageForUser(p, { isRoot: true })).toEqual(p);
  });
});
