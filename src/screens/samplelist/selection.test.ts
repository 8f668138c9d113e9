import { describe, expect, it } from 'vitest';
import { callSegments } from '../../api/sampleList.ts';
import { campaignDrillPath, toggled } from './selection.ts';

describe('row selection', () => {
  it('adds and removes ids without touching the others', () => {
    const start = new Set([1, 2]);
    expect([...toggled(start, [3, 4], true)]).toEqual([1, 2, 3, 4]);
    expect([...toggled(start, [2, 9], false)]).toEqual([1]);
    expect([...start]).toEqual([1, 2]);
  });
});

describe('the campaign drill path', () => {
  it('narrows the list to the selected customers, keeping its filters', () => {
    expect(campaignDrillPath('all,se;ftime=rmonths-2_0', new Set([12, 3]))).toBe('all,se;ftime=rmonths-2_0;sid=3*12');
    expect(campaignDrillPath('all;sid=1', new Set([5]))).toBe('all;sid=5');
  });

  it('is the whole selection when nobody, or more than a path can hold, is selected', () => {
    expect(campaignDrillPath('all,se', new Set())).toBe('all,se');
    expect(campaignDrillPath('all,se', new Set(Array.from({ length: 201 }, (_, i) => i + 1)))).toBe('all,se');
  });
});

describe('the list call segments', () => {
  it('splits the route parameter into path and filters, none when there are no filters', () => {
    expect(callSegments('all,se;ftime=rmonths-2_0;sstate=1*2')).toEqual({ path: 'all,se', filter: 'ftime=rmonths-2_0;sstate=1*2' });
    expect(callSegments('all')).toEqual({ path: 'all', filter: 'none' });
    expect(callSegments('all,,x')).toEqual({ path: 'all,,x', filter: 'none' });
  });
});
