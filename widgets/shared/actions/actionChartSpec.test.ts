import { describe, expect, it } from 'vitest';
import type { ActionChart } from '../../../schemas/api/action-chart.gen.ts';
import { actionChartSpec } from './actionChartSpec.ts';

const chart = (over: Partial<ActionChart> = {}): ActionChart => ({
  chart: {
    descriptors: [{ variable: 'nps', title: 'NPS', goal: 40, scale: { min: -100, max: 100 } }],
    series: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05'].map((name, i) => ({ name, data: [30 + i], n: [50] })),
  },
  goal: 40,
  period: { from: '2025-03-01', to: '2025-05-31' },
  periodStartLabel: '2025-03',
  deadlineLabel: '2025-05',
  ...over,
});
const texts = { locale: 'en', nullLabel: 'Null', goalLabel: 'Goal', title: 'Development', width: 800, startLabel: 'From date', deadlineLabel: 'Deadline' };

type Layer = { data?: { values: Record<string, unknown>[] }; mark: { type: string; strokeDash?: number[] }; encoding: { x?: unknown; text?: unknown } };
const layers = (spec: Record<string, unknown>) => spec.layer as Layer[];

describe('the action chart', () => {
  it('draws the development with the goal line and marks the from date and the deadline on the x axis of the line', () => {
    const spec = actionChartSpec(chart(), texts);
    const all = layers(spec);
    const line = all.find((l) => l.mark.type === 'line')!;
    const goal = all.find((l) => l.mark.type === 'rule' && l.data?.values[0]?.goal === 40);
    expect(goal?.data?.values).toEqual([{ goal: 40, label: 'Goal: 40.00' }]);
    const marks = all.filter((l) => l.data?.values.some((v) => 'mark' in v));
    expect(marks.map((l) => l.mark.type).sort()).toEqual(['rule', 'text']);
    for (const l of marks) {
      expect(l.encoding.x).toEqual(line.encoding.x);
      expect(l.data!.values.map((v) => [v.order, v.mark])).toEqual([
        [2, 'From date'],
        [4, 'Deadline'],
      ]);
    }
  });

  it('marks only what the series reach (a deadline after the last point has no mark)', () => {
    const spec = actionChartSpec(chart({ deadlineLabel: '2025-09' }), texts);
    const rule = layers(spec).find((l) => l.mark.type === 'rule' && l.data?.values.some((v) => 'mark' in v))!;
    expect(rule.data!.values.map((v) => v.mark)).toEqual(['From date']);
  });
});
