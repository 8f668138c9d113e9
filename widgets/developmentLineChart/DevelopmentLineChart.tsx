import { useMemo, useState } from 'react';
import type { ChartData, PeriodType } from '../../schemas/components/common.gen.ts';
import type { DevelopmentLineChartConfig } from '../../schemas/components/developmentLineChart/config.gen.ts';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, useText, type WidgetProps } from '../../engine/index.tsx';
import { ChartFrame } from '../shared/ChartFrame.tsx';
import { lineChartSpec } from '../shared/chartSpec.ts';
import { chartMessages } from '../shared/messages.ts';
import { PeriodLinks } from '../shared/PeriodLinks.tsx';
import { useSelection } from '../shared/selection.tsx';
import { chartRequest } from './query.ts';

export const DEFAULT_PERIODS: PeriodType[] = ['days', 'weeks', 'months', 'quarters', 'years'];

/** Development line chart: period links (days to years plus custom periods), export, 'Null' on null points. */
export function DevelopmentLineChart({ id, config }: WidgetProps<DevelopmentLineChartConfig>) {
  const { surveyExtName, drillPath } = useDrillContext();
  const { locale } = useEngine();
  const localized = useLocalized();
  const t = useText(chartMessages);
  const selection = useSelection();
  const periods = config.periods ?? DEFAULT_PERIODS;
  const [own, setOwn] = useState<string>(config.defaultPeriod ?? (periods.includes('months') ? 'months' : (periods[0] ?? 'months')));
  const period = selection?.period ?? own;
  const result = useComponentData<ChartData>('developmentLineChart', id, chartRequest({ surveyExtName, componentId: id, drillPath, period }));
  const title = localized(config.title) || t('development');
  const spec = useMemo(
    () => (result.status === 'success' && result.data.series.length > 0 ? lineChartSpec(result.data, { nullLabel: t('null'), locale, lowerY: config.lowerY, upperY: config.upperY, verticalLegend: config.verticalLegend, title }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is a new function each render; its texts follow the locale
    [result, locale, config.lowerY, config.upperY, config.verticalLegend, title],
  );
  return (
    <ChartFrame
      title={title}
      spec={spec}
      exports={config.exportFormats}
      controls={selection ? null : <PeriodLinks periods={periods} customPeriods={config.customPeriods} value={period} onChange={setOwn} />}
    >
      <DataView result={result} componentId={id}>
        {(data) => (data.series.length === 0 ? <p>{t('noData')}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}
