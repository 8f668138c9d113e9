/** The related interviews' ratings over time, drawn by the widgets' own line-chart spec and lazy Vega view. */
import { useMemo } from 'react';
import { lineChartSpec } from '../../../widgets/shared/chartSpec.ts';
import VegaEmbed from '../../../widgets/shared/VegaEmbed.tsx';
import { useChartTexts } from '../../../widgets/shared/useChartTexts.ts';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';

export default function RelatedChart({ chart, label, locale }: { chart: InterviewData['sidebarData']['chartData']; label: string; locale: string }) {
  const texts = useChartTexts(locale);
  const spec = useMemo(() => {
    // Two answers on one day would share an x position: the second gets its ordinal.
    const seen = new Map<string, number>();
    const names = chart.categories.map((c) => {
      const day = formatDayMonthYear(c);
      const n = (seen.get(day) ?? 0) + 1;
      seen.set(day, n);
      return n === 1 ? day : `${day} (${n})`;
    });
    const data = { descriptors: [{ variable: 'rating', title: chart.title }], series: names.map((name, i) => ({ name, data: [chart.data[i] ?? null] })) };
    return { ...lineChartSpec(data, { ...texts, title: label }), height: 180 };
  }, [chart, label, texts]);
  return <VegaEmbed spec={spec} label={label} />;
}
