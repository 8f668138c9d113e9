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

type Layer = {
  data?: { values: Record<string, unknown>[] };
  mark: { type: string; align?: string; baseline?: string; dx?: number };
  encoding: { x?: unknown; y?: unknown; text?: unknown };
  layer?: unknown;
};
const layers = (spec: Record<string, unknown>) => spec.layer as Layer[];
/** The period's layers: those whose rows name a bucket of the x axis (the goal line's rows name a goal). */
const periodLayers = (spec: Record<string, unknown>) => layers(spec).filter((l) => l.data?.values.some((v) => 'label' in v && 'x' in v));

describe('the action chart', () => {
  it('draws the development with the goal line, and marks the from date and the deadline on the x axis of the line', () => {
    const spec = actionChartSpec(chart(), texts);
    const all = layers(spec);
    expect(all.slice(0, 2).map((l) => l.mark.type)).toEqual(['line', 'point']);
    const line = all[0]!;
    const goal = all.find((l) => l.mark.type === 'rule' && l.data?.values[0]?.goal === 40);
    expect(goal?.data?.values).toEqual([{ goal: 40, label: 'Goal: 40.00' }]);
    const rule = periodLayers(spec).find((l) => l.mark.type === 'rule')!;
    expect(rule.data!.values).toEqual([
      { x: 'Mar 2025', order: 2, label: 'From date' },
      { x: 'May 2025', order: 4, label: 'Deadline' },
    ]);
    // On the line's own axis, so the marks sit at its buckets in its order.
    for (const l of periodLayers(spec)) expect(l.encoding.x).toEqual(line.encoding.x);
  });

  it('writes the words at the foot of the plot, inward of their rules (clear of the goal label at the top right)', () => {
    const words = periodLayers(actionChartSpec(chart(), texts)).filter((l) => l.mark.type === 'text');
    expect(words.map((l) => [l.data!.values[0]!.label, l.mark.align, Math.sign(l.mark.dx!), l.mark.baseline, l.encoding.y])).toEqual([
      ['From date', 'left', 1, 'bottom', { value: 'height' }],
      ['Deadline', 'right', -1, 'bottom', { value: 'height' }],
    ]);
  });

  it('marks only what the series reach (a deadline after the last point has no mark)', () => {
    const spec = actionChartSpec(chart({ deadlineLabel: '2025-09' }), texts);
    expect(periodLayers(spec).flatMap((l) => l.data!.values.map((v) => `${l.mark.type} ${String(v.label)}`))).toEqual(['rule From date', 'text From date']);
  });

  it('has no period marks when neither bucket is on the axis', () => {
    const spec = actionChartSpec(chart({ periodStartLabel: '2026-01', deadlineLabel: '2026-03' }), texts);
    expect(periodLayers(spec)).toEqual([]);
  });
});
