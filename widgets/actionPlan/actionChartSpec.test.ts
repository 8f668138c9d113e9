import { describe, expect, it } from 'vitest';
import { actionChartSpec } from './actionChartSpec.ts';
import { ACTION_CHARTS } from './fixtures.ts';

const texts = { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Development of Assortment', width: 800, periodStart: 'From', deadline: 'Deadline' };

describe('the action chart', () => {
  it('is the development line with the goal line, and marks the from date and the deadline on the x axis', () => {
    const spec = actionChartSpec(ACTION_CHARTS['actionChart/42']!, texts) as { layer: { mark: { type: string }; data?: { values: unknown[] } }[] };
    const marks = spec.layer.map((l) => l.mark.type);
    expect(marks.slice(0, 2)).toEqual(['line', 'point']);
    const goal = spec.layer.find((l) => l.mark.type === 'rule' && (l.data?.values[0] as { goal?: number }).goal !== undefined);
    expect(goal?.data?.values).toEqual([{ goal: 4.2, label: 'Goal: 4.20' }]);
    const period = spec.layer.find((l) => l.mark.type === 'rule' && (l.data?.values[0] as { x?: string }).x !== undefined);
    expect(period?.data?.values).toEqual([
      { x: 'Mar 2026', order: 6, label: 'From' },
      { x: 'Jul 2026', order: 10, label: 'Deadline' },
    ]);
  });

  it('leaves out a mark whose period is not on the axis', () => {
    const answer = { ...ACTION_CHARTS['actionChart/42']!, deadlineLabel: '2027-01' };
    const spec = actionChartSpec(answer, texts) as { layer: { mark: { type: string }; data?: { values: { x?: string }[] } }[] };
    const period = spec.layer.find((l) => l.mark.type === 'rule' && l.data?.values[0]?.x !== undefined);
    expect(period?.data?.values.map((v) => v.x)).toEqual(['Mar 2026']);
  });
});
