import { describe, expect, it } from 'vitest';
import { rowTarget, targetPath } from './rowTarget.ts';
import type { RankingRow } from '../../schemas/api/ranking-data.gen.ts';

const base: RankingRow = { cells: [], accessAllowed: true, drillPath: 'all,se', interviewId: null, sampleId: null, alertId: null, isComplete: true, rankTarget: null, detailsVariables: [] };

describe('where a ranking row leads', () => {
  it('drills into a row with children', () => {
    expect(rowTarget(base, false, true)).toEqual({ kind: 'drill', drillPath: 'all,se' });
  });
  it('opens a complete leaf’s interview, else its sample', () => {
    expect(rowTarget({ ...base, interviewId: 7, sampleId: 9 }, true, true)).toEqual({ kind: 'interview', interviewId: 7 });
    expect(rowTarget({ ...base, isComplete: false, interviewId: 7, sampleId: 9 }, true, true)).toEqual({ kind: 'sample', sampleId: 9 });
    expect(rowTarget({ ...base, isComplete: false }, true, true)).toBeNull();
  });
  it('opens no completed interview or sample for a role that may not view completed samples (spec 1 section 3)', () => {
    expect(rowTarget({ ...base, interviewId: 7, sampleId: 9 }, true, false)).toBeNull();
    expect(rowTarget({ ...base, interviewId: null, sampleId: 9 }, true, false)).toBeNull();
    // What is not completed, drilling, and alerts stay open to it.
    expect(rowTarget({ ...base, isComplete: false, interviewId: 7, sampleId: 9 }, true, false)).toEqual({ kind: 'sample', sampleId: 9 });
    expect(rowTarget(base, false, false)).toEqual({ kind: 'drill', drillPath: 'all,se' });
    expect(rowTarget({ ...base, interviewId: 7, alertId: 3 }, true, false)).toEqual({ kind: 'alert', alertId: 3 });
  });
  it('opens an alert row’s alert, and nothing without access', () => {
    expect(rowTarget({ ...base, interviewId: 7, alertId: 3 }, true, true)).toEqual({ kind: 'alert', alertId: 3 });
    expect(rowTarget({ ...base, accessAllowed: false }, false, true)).toBeNull();
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
