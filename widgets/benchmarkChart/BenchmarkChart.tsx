import { useMemo, useState } from 'react';
import type { ChartData } from '../../schemas/components/common.gen.ts';
import type { BenchmarkChartConfig } from '../../schemas/components/benchmarkChart/config.gen.ts';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, useText, type WidgetProps } from '../../engine/index.tsx';
import { chartRequest } from '../developmentLineChart/query.ts';
import { ChartFrame } from '../shared/ChartFrame.tsx';
import { barChartSpec } from '../shared/chartSpec.ts';
import { chartMessages } from '../shared/messages.ts';
import { PeriodLinks } from '../shared/PeriodLinks.tsx';
import { useSelection } from '../shared/selection.tsx';

/** The benchmark chart's y axis ticks every 10 (spec 2 section 9). */
export const BENCHMARK_TICK_INTERVAL = 10;

/** Benchmark chart: bars per unit, y ticks every 10, optional lower/upper y bounds, default period years. */
export function BenchmarkChart({ id, config }: WidgetProps<BenchmarkChartConfig>) {
  const { surveyExtName, drillPath } = useDrillContext();
  const { locale } = useEngine();
  const localized = useLocalized();
  const t = useText(chartMessages);
  const selection = useSelection();
  const [own, setOwn] = useState<string>(config.defaultPeriod ?? 'years');
  const period = selection?.period ?? own;
  const result = useComponentData<ChartData>('benchmarkChart', id, chartRequest({ surveyExtName, componentId: id, drillPath, period }));
  const title = localized(config.title) || t('benchmark');
  const spec = useMemo(
    () =>
      result.status === 'success' && result.data.series.length > 0
        ? barChartSpec(result.data, { nullLabel: t('null'), locale, lowerY: config.lowerY, upperY: config.upperY, stacked: config.stacked, verticalLegend: config.verticalLegend, tickInterval: BENCHMARK_TICK_INTERVAL, title })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is a new function each render; its texts follow the locale
    [result, locale, config.lowerY, config.upperY, config.stacked, config.verticalLegend, title],
  );
  return (
    <ChartFrame
      title={title}
      spec={spec}
      exports={config.exportFormats}
      controls={selection || !config.periods ? null : <PeriodLinks periods={config.periods} customPeriods={config.customPeriods} value={period} onChange={setOwn} />}
    >
      <DataView result={result} componentId={id}>
        {(data) => (data.series.length === 0 ? <p>{t('noData')}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}
