import type { ActionChart } from '../../../schemas/api/action-chart.gen.ts';
import { chartRows, lineChartSpec, type LineOptions } from '../chartSpec.ts';

export interface ActionChartTexts extends LineOptions {
  /** The words at the marks of the action period: the from date and the deadline. */
  startLabel: string;
  deadlineLabel: string;
}

const MARK_COLOUR = '#555555';

/**
 * The action chart (spec 2 section 7, `vuejs/charts/actionchart`): the development line chart of the action's
 * expression, whose goal line the server puts in the descriptor, with the action period marked by a vertical rule
 * and its words at the bucket of the from date and at the bucket of the deadline. The marks use the line's own rows
 * and x encoding, so they sit on its axis in its order; a bucket the series do not reach is not marked.
 */
export function actionChartSpec(action: ActionChart, texts: ActionChartTexts): Record<string, unknown> {
  const spec = lineChartSpec(action.chart, texts);
  const layer = spec.layer as { mark: { type: string }; encoding?: { x?: unknown } }[] | undefined;
  const x = layer?.find((l) => l.mark.type === 'line')?.encoding?.x;
  const first = action.chart.descriptors[0];
  if (!layer || !x || !first) return spec;
  const names = action.chart.series.map((s) => s.name);
  const at = [
    { order: names.indexOf(action.periodStartLabel), mark: texts.startLabel },
    { order: names.indexOf(action.deadlineLabel), mark: texts.deadlineLabel },
  ].filter((m) => m.order >= 0);
  if (at.length === 0) return spec;
  const rows = chartRows(action.chart, texts).filter((r) => r.series === first.title);
  const values = at.map((m) => ({ ...rows[m.order]!, mark: m.mark }));
  return {
    ...spec,
    layer: [
      { data: { values }, mark: { type: 'rule', strokeDash: [2, 3], strokeWidth: 1.5, color: MARK_COLOUR }, encoding: { x } },
      { data: { values }, mark: { type: 'text', align: 'left', baseline: 'top', dx: 4, dy: 2, fontSize: 10, color: MARK_COLOUR }, encoding: { x, y: { value: 0 }, text: { field: 'mark', type: 'nominal' } } },
      ...layer,
    ],
  };
}
