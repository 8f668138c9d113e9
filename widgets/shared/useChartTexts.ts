import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartTexts, QuadrantTitles } from './chartSpec.ts';

/** The words every chart spec needs in the reader's language (the width comes from the chart's frame). */
export function useChartTexts(locale: string): Omit<ChartTexts, 'width'> & { quadrants: QuadrantTitles } {
  const intl = useIntl();
  return useMemo(
    () => ({
      locale,
      nullLabel: intl.formatMessage({ id: 'common.null' }),
      goalLabel: intl.formatMessage({ id: 'widget.chart.goal' }),
      quadrants: {
        strengths: intl.formatMessage({ id: 'widget.chart.quadrant.strengths' }),
        improve: intl.formatMessage({ id: 'widget.chart.quadrant.improve' }),
        maintain: intl.formatMessage({ id: 'widget.chart.quadrant.maintain' }),
        lowPriority: intl.formatMessage({ id: 'widget.chart.quadrant.lowPriority' }),
      },
    }),
    [intl, locale],
  );
}
