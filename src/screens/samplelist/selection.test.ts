import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../../core/drillpath/tokens.ts';
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
    expect(campaignDrillPath(parseRoute('all,se;ftime=rmonths-2_0'), new Set([12, 3]))).toBe('all,se;ftime=rmonths-2_0;sid=3*12');
    expect(campaignDrillPath(parseRoute('all;sid=1'), new Set([5]))).toBe('all;sid=5');
  });

  it('is the whole selection when nobody, or more than a path can hold, is selected', () => {
    expect(campaignDrillPath(parseRoute('all,se'), new Set())).toBe('all,se');
    expect(campaignDrillPath(parseRoute('all,se'), new Set(Array.from({ length: 201 }, (_, i) => i + 1)))).toBe('all,se');
  });
});
