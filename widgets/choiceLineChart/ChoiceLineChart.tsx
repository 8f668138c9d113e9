import type { ChoiceLineChartConfig } from '../../schemas/components/choiceLineChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'choiceLineChart', shape: 'line', periods: [], defaultPeriod: 'months', dummySegment: true, defaultTitle: 'choice' };

/** Choice line chart: one line per answer choice, fetched with the dummy type segment. */
export function ChoiceLineChart({ id, config }: WidgetProps<ChoiceLineChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
