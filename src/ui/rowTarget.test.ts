import { describe, expect, it } from 'vitest';
import { rowTarget, targetPath } from './rowTarget.ts';
import type { RankingRow } from '../../schemas/api/ranking-data.gen.ts';

const base: RankingRow = { cells: [], accessAllowed: true, drillPath: 'all,se', interviewId: null, sampleId: null, alertId: null, isComplete: true, rankTarget: null, detailsVariables: [] };

describe('where a ranking row leads', () => {
  it('drills into a row with children', () => {
    expect(rowTarget(base, false)).toEqual({ kind: 'drill', drillPath: 'all,se' });
  });
  it('opens a complete leaf’s interview, else its sample', () => {
    expect(rowTarget({ ...base, interviewId: 7, sampleId: 9 }, true)).toEqual({ kind: 'interview', interviewId: 7 });
    expect(rowTarget({ ...base, isComplete: false, interviewId: 7, sampleId: 9 }, true)).toEqual({ kind: 'sample', sampleId: 9 });
    expect(rowTarget({ ...base, isComplete: false }, true)).toBeNull();
  });
  it('opens an alert row’s alert, and nothing without access', () => {
    expect(rowTarget({ ...base, interviewId: 7, alertId: 3 }, true)).toEqual({ kind: 'alert', alertId: 3 });
    expect(rowTarget({ ...base, accessAllowed: false }, false)).toBeNull();
  });
  it('names the app paths, escaping what needs it', () => {
    expect(targetPath('store visit', { kind: 'sample', sampleId: 9 })).toBe('/sample/store%20visit/ranking/9');
    // Readable: the drill path's own marks are legal in a path and stay as they are (issue 12).
    expect(targetPath('sv', { kind: 'drill', drillPath: 'all,se;rtype=1' })).toBe('/ranking/sv/all,se;rtype=1?page=1');
    expect(targetPath('sv', { kind: 'drill', drillPath: 'all,a b/c' })).toBe('/ranking/sv/all,a%20b%2Fc?page=1');
    expect(targetPath('sv', { kind: 'interview', interviewId: 7 })).toBe('/interview/sv/7');
    expect(targetPath('sv', { kind: 'alert', alertId: 3 })).toBe('/alert/sv/3');
  });
});
