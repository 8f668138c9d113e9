import { describe, expect, it } from 'vitest';
import { aboveGoalRun, improvingRun, rankOf } from './awards';

describe('gamification award rules', () => {
  it('ranks a unit by how many siblings are strictly better; ties share a place; no value, no place', () => {
    expect(rankOf(40, [40, 55, 40, null, 10], false)).toEqual({ rank: 2, contenders: 4 });
    expect(rankOf(2.1, [2.1, 1.8, 3], true)).toEqual({ rank: 2, contenders: 3 });
    expect(rankOf(null, [1, 2], false)).toBeNull();
  });

  it('counts the improving run back from the last period, stopping at a gap or a step back', () => {
    expect(improvingRun([100, -100, 0, 50, 75, 100], false)).toBe(4);
    expect(improvingRun([10, 20, null, 30, 40], false)).toBe(1);
    expect(improvingRun([5, 5], false)).toBe(0);
    expect(improvingRun([3, 2.5, 2], true)).toBe(2);
  });

  it('counts the periods at or better than the goal back from the last one', () => {
    expect(aboveGoalRun([100, -100, 0, 50, 75, 100], 30, false)).toBe(3);
    expect(aboveGoalRun([30, 30], 30, false)).toBe(2);
    expect(aboveGoalRun([1.5, 2.5, 1.9], 2, true)).toBe(1);
    expect(aboveGoalRun([50], null, false)).toBe(0);
  });
});
