import { describe, expect, it } from 'vitest';
import { startPageOf, surveyPrefsOf, viewsFor } from './survey-prefs';

const views = [
  { extName: 'stores', startPath: 'all' },
  { extName: 'sweden', startPath: 'all,se' },
  { extName: 'norway', startPath: 'all,no' },
];
const stored = (entry: Record<string, unknown>) => surveyPrefsOf([{ surveyExtName: 'storevisit', ...entry }]).storevisit;

describe('a role’s survey preferences', () => {
  it('keep every view in the survey’s order when the role ticks none and names no order', () => {
    expect(viewsFor(views, stored({ viewAccessList: [{ viewExtName: 'sweden', access: false, defaultDrill: 'all,se,north' }] }))).toEqual(views);
    expect(viewsFor(views, undefined)).toEqual(views);
  });

  it('limit the views to the ticked ones, start each at its default drill, and order them by viewOrder', () => {
    const prefs = stored({
      viewOrder: ' norway , sweden',
      viewAccessList: [
        { viewExtName: 'sweden', access: true, defaultDrill: 'all,se,north' },
        { viewExtName: 'norway', access: true, defaultDrill: '' },
        { viewExtName: 'stores', access: false, defaultDrill: '' },
      ],
    });
    expect(viewsFor(views, prefs)).toEqual([
      { extName: 'norway', startPath: 'all,no' },
      { extName: 'sweden', startPath: 'all,se,north' },
    ]);
  });

  it('put views the order does not name after the named ones, in the survey’s order, and ignore unknown names', () => {
    expect(viewsFor(views, stored({ viewOrder: 'nowhere,norway' })).map((v) => v.extName)).toEqual(['norway', 'stores', 'sweden']);
  });

  it('open on the role’s start page when it is one of the pages, else the survey’s, else the first', () => {
    const pages = [{ extname: 'overview' }, { extname: 'details' }, { extname: 'actions' }];
    expect(startPageOf(pages, 'overview', stored({ startPage: 'details' }))).toBe('details');
    expect(startPageOf(pages, 'overview', stored({ startPage: 'adminonly' }))).toBe('overview');
    expect(startPageOf(pages, 'gone', undefined)).toBe('overview');
    expect(startPageOf(pages, 'actions', undefined)).toBe('actions');
    expect(startPageOf([], 'overview', undefined)).toBe('');
  });
});
