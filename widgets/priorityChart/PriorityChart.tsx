import type { PriorityChartConfig } from '../../schemas/components/priorityChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'priorityChart', shape: 'priority', periods: [], defaultPeriod: 'months', dummySegment: true, defaultTitle: 'priority' };

/** Priority chart: drivers by effect and score, fetched with the dummy type segment. */
export function PriorityChart({ id, config }: WidgetProps<PriorityChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
