import { describe, expect, it } from 'vitest';
import { performanceAxis, performanceSpec } from './performanceSpec.ts';

const TEXTS = { locale: 'en', nullLabel: 'Null', goalLabel: 'Goal', title: 'NPS', width: 700 };

describe('the personal-performance chart', () => {
  it('ticks every 5 from 0 up to the record plus 2', () => {
    expect(performanceAxis({ title: 'NPS', categories: ['2026-10', '2026-11'], points: [12, 31], record: 31 })).toEqual({ lower: 0, upper: 33, values: [0, 5, 10, 15, 20, 25, 30] });
  });

  it('starts at the multiple of 5 below a negative low point', () => {
    expect(performanceAxis({ title: 'NPS', categories: ['a', 'b', 'c'], points: [-12, null, 48], record: 48 })).toEqual({ lower: -15, upper: 50, values: [-15, -10, -5, 0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50] });
  });

  it('puts that domain and those ticks on every y of the Vega-Lite spec', () => {
    const spec = performanceSpec({ title: 'NPS', categories: ['2026-10', '2026-11'], points: [12, 31], record: 31 }, TEXTS) as { layer: { encoding?: { y?: { scale: unknown; axis: { values: number[]; labelOverlap?: string } } } }[] };
    const ys = spec.layer.map((l) => l.encoding?.y).filter((y) => y !== undefined);
    expect(ys.length).toBeGreaterThan(0);
    for (const y of ys) {
      expect(y!.scale).toEqual({ domain: [0, 33], nice: false, zero: false });
      expect(y!.axis.values).toEqual([0, 5, 10, 15, 20, 25, 30]);
      expect(y!.axis).toMatchObject({ labelOverlap: 'greedy' });
    }
  });
});
