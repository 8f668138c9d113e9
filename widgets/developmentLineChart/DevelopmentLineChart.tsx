import type { DevelopmentLineChartConfig } from '../../schemas/components/developmentLineChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'developmentLineChart', shape: 'line', periods: ['days', 'weeks', 'months', 'quarters', 'years'], defaultPeriod: 'months', defaultTitle: 'development' };

/** Development line chart: period links (days to years plus custom periods), export, 'Null' on null points. */
export function DevelopmentLineChart({ id, config }: WidgetProps<DevelopmentLineChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
