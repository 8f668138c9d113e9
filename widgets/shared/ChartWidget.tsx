import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChartData } from '../../schemas/api/chart-data.gen.ts';
import { DataView, useComponentData, useEngine, useLocalized } from '../../engine/index.tsx';
import type { PeriodChartConfig } from '../../schemas/components/common.gen.ts';
import { chartDataQuery, initialPeriod, type ChartKind } from './chartQuery.ts';
import { useQueryContext } from './queryContext.ts';
import { ChartFrame } from './ChartFrame.tsx';
import { barChartSpec, effectChartSpec, lineChartSpec, priorityChartSpec } from './chartSpec.ts';
import { PeriodLinks } from './PeriodLinks.tsx';
import { useChartTexts } from './useChartTexts.ts';
import { useSelection } from './selection.tsx';

/**
 * A chart widget: fetches chart data for its period (or with the dummy segment), follows an
 * enclosing selection block's period and item, renders lazily with Vega and offers the exports.
 */
export function ChartWidget({ id, config, kind }: { id: string; config: PeriodChartConfig; kind: ChartKind }) {
  const { locale } = useEngine();
  const queryContext = useQueryContext(id);
  const localized = useLocalized();
  const intl = useIntl();
  const selection = useSelection();
  const periods = config.periods ?? kind.periods;
  const [own, setOwn] = useState<string>(() => initialPeriod(config, kind));
  const period = selection?.period ?? own;
  const result = useComponentData<ChartData>(kind.type, id, chartDataQuery(queryContext, kind, period, selection?.item));
  const title = localized(config.title) || intl.formatMessage({ id: `widget.chart.${kind.defaultTitle}` });
  const texts = useChartTexts(locale);
  const spec = useMemo(() => {
    if (result.status !== 'success' || result.data.series.length === 0) return null;
    const data = result.data;
    return (width: number) => {
      const common = { ...texts, width, lowerY: config.lowerY, upperY: config.upperY, verticalLegend: config.verticalLegend, title };
      if (kind.shape === 'line') return lineChartSpec(data, common);
      if (kind.shape === 'priority') return priorityChartSpec(data, common);
      if (kind.shape === 'effect') return effectChartSpec(data, common);
      return barChartSpec(data, { ...common, stacked: config.stacked, tickInterval: kind.yTickInterval, signColours: kind.shape === 'delta' });
    };
  }, [result, texts, config.lowerY, config.upperY, config.verticalLegend, config.stacked, title, kind.shape, kind.yTickInterval]);
  const showPeriods = !selection && !kind.dummySegment && periods.length + (config.customPeriods?.length ?? 0) > 1;
  return (
    <ChartFrame
      title={title}
      spec={spec}
      exports={config.exportFormats}
      controls={showPeriods ? <PeriodLinks periods={periods} customPeriods={config.customPeriods} value={period} onChange={setOwn} /> : null}
    >
      <DataView result={result} componentId={id}>
        {(data) => (data.series.length === 0 ? <p>{intl.formatMessage({ id: 'common.noData' })}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}
