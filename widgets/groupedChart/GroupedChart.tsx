import type { GroupedChartConfig } from '../../schemas/components/groupedChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'groupedChart', shape: 'bar', periods: [], defaultPeriod: 'months', dummySegment: true, defaultTitle: 'grouped' };

/** Grouped chart: bars grouped per x position (stacked when configured), fetched with the dummy type segment. */
export function GroupedChart({ id, config }: WidgetProps<GroupedChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
