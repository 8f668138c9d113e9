import { describe, expect, it } from 'vitest';
import type { SurveySummary } from '../auth/types.ts';
import { defaultPagePath, drillParam, navigationAtLogin, navigationFor } from './navigation.ts';

const storevisit: SurveySummary = {
  extName: 'storevisit',
  title: 'Store visit',
  views: [
    { extName: 'stores', title: 'Stores', startPath: 'all,se' },
    { extName: 'regions', title: 'Regions', startPath: 'all' },
  ],
  pages: [{ extname: 'overview', title: 'Overview', icon: 'dashboard' }],
  startFilter: 'ftime=rmonths-12_0',
  nOpenAlerts: 3,
  startPage: 'overview',
  canViewSamples: true,
  canAccessStatusPage: true,
};
const service: SurveySummary = { ...storevisit, extName: 'service', views: [], pages: [], startPage: '', startFilter: '' };

describe('session navigation', () => {
  it('login sets the start survey, its first view, the view start path and the start filter', () => {
    expect(navigationAtLogin({ surveys: [service, storevisit], startSurvey: 'storevisit' })).toEqual({
      survey: 'storevisit',
      view: 'stores',
      path: 'all,se',
      filters: 'ftime=rmonths-12_0',
      download: 'none',
    });
  });
  it('selecting a survey resets view, path, filters and download state', () => {
    expect(navigationFor(service)).toEqual({ survey: 'service', view: null, path: 'all', filters: '', download: 'none' });
  });
  it('builds the default page link with the drill path and filter tokens', () => {
    expect(drillParam({ path: 'all', filters: '' })).toBe('all');
    expect(defaultPagePath(storevisit)).toBe('/page/overview/storevisit/all,se;ftime=rmonths-12_0');
    expect(defaultPagePath(service)).toBe('/page/start/service/all');
    expect(defaultPagePath(null)).toBe('/');
  });
  it('opens a survey on the start page the server chose for the role, which need not be the first in the menu', () => {
    const pages = [...storevisit.pages, { extname: 'details', title: 'Details', icon: 'dashboard' }];
    expect(defaultPagePath({ ...storevisit, pages, startPage: 'details' })).toBe('/page/details/storevisit/all,se;ftime=rmonths-12_0');
  });
});
