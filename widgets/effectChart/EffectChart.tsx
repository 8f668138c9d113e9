import type { EffectChartConfig } from '../../schemas/components/effectChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

export const KIND: ChartKind = { type: 'effectChart', shape: 'effect', periods: [], defaultPeriod: 'months', dummySegment: true, defaultTitle: 'effect' };

/** Effect chart: the priority chart's data as the drivers' effects, largest first (spec 2 §2). */
export function EffectChart({ id, config }: WidgetProps<EffectChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
