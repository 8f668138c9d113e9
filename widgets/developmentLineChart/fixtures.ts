import type { WidgetFixture } from '../../engine/index.tsx';

const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

export const developmentLineChartFixtures: WidgetFixture<'developmentLineChart'>[] = [
  {
    name: 'NPS and satisfaction by month',
    config: { size: 8, title: { en: 'NPS over time', sv: 'NPS över tid' }, periods: ['weeks', 'months', 'quarters', 'years'], customPeriods: [{ extname: 'season', title: { en: 'Season', sv: 'Säsong' }, months: 3, firstMonth: 3 }], defaultPeriod: 'months' },
    data: {
      descriptors: [
        { variable: 'nps', title: 'NPS', color: '#0000C8' },
        { variable: 'csi', title: 'Satisfaction' },
      ],
      series: months.map((name, i) => ({ name, data: [31 + i * 2.5, 72.4 + (i % 3)] })),
    },
  },
  {
    name: 'NPS and satisfaction on their own axes, with goals',
    config: { size: 8, title: { en: 'NPS and satisfaction' }, periods: ['weeks', 'months'], defaultPeriod: 'weeks' },
    data: {
      descriptors: [
        { variable: 'nps', title: 'NPS', scale: { min: -100, max: 100 }, goal: 30 },
        { variable: 'csat', title: 'Satisfaction', scale: { min: 1, max: 5 }, goal: 4 },
      ],
      series: Array.from({ length: 16 }, (_, i) => ({ name: `2026-W${String(i + 37).padStart(2, '0')}`, data: [22 + (i % 5) * 3, 3.8 + (i % 4) / 10], n: [140 + i, 138 + i] })),
    },
  },
  {
    name: 'A month without answers',
    config: { size: 6, title: { en: 'NPS with a gap' }, lowerY: -100, upperY: 100, verticalLegend: true },
    data: {
      descriptors: [{ variable: 'nps', title: 'NPS' }],
      series: months.map((name, i) => ({ name, data: [i === 3 ? null : 20 + i * 4] })),
    },
  },
  {
    name: 'No data',
    config: { size: 6, title: { en: 'Nothing yet' } },
    data: { descriptors: [{ variable: 'nps', title: 'NPS' }], series: [] },
  },
];
