/**
 * The action chart (issue 15, `vuejs/charts/actionchart`): the development line chart of the action's expression
 * (its goal, on the descriptor, is the dashed goal line), with the buckets of the from date and the deadline
 * marked by vertical rules, so a reader sees where the action period starts and ends.
 */
import type { ActionChart } from '../../schemas/api/action-chart.gen.ts';
import { formatPeriodLabel } from '../../core/dates.ts';
import { lineChartSpec, type LineOptions } from '../shared/chartSpec.ts';
import { GOAL_LINE } from '../shared/palette.ts';

export interface ActionChartOptions extends LineOptions {
  /** The words at the from date's and the deadline's marks. */
  periodStart: string;
  deadline: string;
}

type Layer = { mark: { type: string }; encoding?: { x?: Record<string, unknown> } };

export function actionChartSpec(answer: ActionChart, options: ActionChartOptions): Record<string, unknown> {
  const spec = lineChartSpec(answer.chart, options) as Record<string, unknown> & { layer?: Layer[] };
  const x = spec.layer?.[0]?.encoding?.x;
  // One series (one scale): a single layered plot. Anything else is drawn without the marks rather than wrongly.
  if (!x || spec.layer!.some((l) => 'layer' in l)) return spec;
  const order = new Map(answer.chart.series.map((point, i) => [point.name, i]));
  const marks = [
    { label: answer.periodStartLabel, text: options.periodStart, align: 'left', dx: 4 },
    { label: answer.deadlineLabel, text: options.deadline, align: 'right', dx: -4 },
  ]
    .filter((m) => order.has(m.label))
    .map((m) => ({ x: formatPeriodLabel(m.label, options.locale), order: order.get(m.label)!, label: m.text, align: m.align, dx: m.dx }));
  if (marks.length === 0) return spec;
  const rows = marks.map(({ x: at, order: o, label }) => ({ x: at, order: o, label }));
  return {
    ...spec,
    layer: [
      ...spec.layer!,
      { data: { values: rows }, mark: { type: 'rule', strokeDash: [2, 3], strokeWidth: 1.5, color: GOAL_LINE }, encoding: { x, tooltip: { field: 'label', type: 'nominal' } } },
      // The words at the foot of the plot, inward of their rule (the from date's to its right, the deadline's to its
      // left), so they stay inside the plot and clear of the goal line's label at the top right.
      ...marks.map((m, i) => ({
        data: { values: [rows[i]] },
        mark: { type: 'text', align: m.align, baseline: 'bottom', dx: m.dx, dy: -4, fontSize: 10, color: '#333333' },
        encoding: { x, y: { value: 'height' }, text: { field: 'label', type: 'nominal' } },
      })),
    ],
  };
}
