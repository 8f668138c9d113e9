import type { WidgetFixture } from '../../engine/index.tsx';

const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

export const developmentLineChartFixtures: WidgetFixture<'developmentLineChart'>[] = [
  {
    name: 'NPS and satisfaction by month',
    config: { size: 8, title: { en: 'NPS over time', sv: 'NPS över tid' }, periods: ['weeks', 'months', 'quarters', 'years'], customPeriods: [{ extname: 'season', title: { en: 'Season', sv: 'Säsong' } }], defaultPeriod: 'months' },
    data: {
      descriptors: [
        { variable: 'nps', title: 'NPS', color: '#0000C8' },
        { variable: 'csi', title: 'Satisfaction' },
      ],
      series: months.map((name, i) => ({ name, data: [31 + i * 2.5, 72.4 + (i % 3)] })),
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
