import type { DeltaChartConfig } from '../../schemas/components/deltaChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'deltaChart', shape: 'delta', periods: [], defaultPeriod: 'months', dummySegment: true, defaultTitle: 'delta' };

/** Delta chart: changes as bars, gains green and losses red (spec 2 §9 colours), fetched with the dummy type segment. */
export function DeltaChart({ id, config }: WidgetProps<DeltaChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
