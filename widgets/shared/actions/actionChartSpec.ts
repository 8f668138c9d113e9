/**
 * The action chart (spec 2 section 7, `vuejs/charts/actionchart`): the development line chart of the action's
 * expression (its goal, on the descriptor, is the dashed goal line), with the buckets of the from date and the
 * deadline marked by vertical rules, so a reader sees where the action period starts and ends.
 */
import type { ActionChart } from '../../../schemas/api/action-chart.gen.ts';
import { formatPeriodLabel } from '../../../core/dates.ts';
import { lineChartSpec, type LineOptions } from '../chartSpec.ts';
import { GOAL_LINE } from '../palette.ts';

export interface ActionChartTexts extends LineOptions {
  /** The words at the marks of the action period: the from date and the deadline. */
  startLabel: string;
  deadlineLabel: string;
}

type Layer = { mark: { type: string }; encoding?: { x?: Record<string, unknown> } };

export function actionChartSpec(answer: ActionChart, texts: ActionChartTexts): Record<string, unknown> {
  const spec = lineChartSpec(answer.chart, texts) as Record<string, unknown> & { layer?: Layer[] };
  const x = spec.layer?.[0]?.encoding?.x;
  // One series (one scale): a single layered plot. Anything else is drawn without the marks rather than wrongly.
  if (!x || spec.layer!.some((l) => 'layer' in l)) return spec;
  const order = new Map(answer.chart.series.map((point, i) => [point.name, i]));
  // A bucket the series do not reach (a deadline after the last point) is not marked.
  const marks = [
    { bucket: answer.periodStartLabel, text: texts.startLabel, align: 'left', dx: 4 },
    { bucket: answer.deadlineLabel, text: texts.deadlineLabel, align: 'right', dx: -4 },
  ]
    .filter((m) => order.has(m.bucket))
    .map((m) => ({ ...m, row: { x: formatPeriodLabel(m.bucket, texts.locale), order: order.get(m.bucket)!, label: m.text } }));
  if (marks.length === 0) return spec;
  return {
    ...spec,
    layer: [
      ...spec.layer!,
      { data: { values: marks.map((m) => m.row) }, mark: { type: 'rule', strokeDash: [2, 3], strokeWidth: 1.5, color: GOAL_LINE }, encoding: { x, tooltip: { field: 'label', type: 'nominal' } } },
      // The words at the foot of the plot, inward of their rule (the from date's to its right, the deadline's to its
      // left), so they stay inside the plot and clear of the goal line's label at the top right.
      ...marks.map((m) => ({
        data: { values: [m.row] },
        mark: { type: 'text', align: m.align, baseline: 'bottom', dx: m.dx, dy: -4, fontSize: 10, color: '#333333' },
        encoding: { x, y: { value: 'height' }, text: { field: 'label', type: 'nominal' } },
      })),
    ],
  };
}
