import type { WidgetFixture } from '../../engine/index.tsx';

export const benchmarkChartFixtures: WidgetFixture<'benchmarkChart'>[] = [
  {
    name: 'Regions compared',
    config: { size: 6, title: { en: 'NPS by region', sv: 'NPS per region' }, periods: ['months', 'quarters', 'years'] },
    data: {
      descriptors: [
        { variable: 'nps', title: 'NPS' },
        { variable: 'csi', title: 'Satisfaction' },
      ],
      series: [
        { name: 'North', data: [34.2, 71.5] },
        { name: 'Middle', data: [41.8, 75.1] },
        { name: 'South', data: [28.9, 69.3] },
      ],
    },
  },
  {
    name: 'Bounded y axis, stacked',
    config: { size: 6, title: { en: 'Share of promoters' }, lowerY: 0, upperY: 100, stacked: true },
    data: {
      descriptors: [
        { variable: 'promoters', title: 'Promoters', color: '#00C896' },
        { variable: 'passives', title: 'Passives', color: '#BFBFBF' },
        { variable: 'detractors', title: 'Detractors', color: '#BE0000' },
      ],
      series: [
        { name: 'Luleå', data: [52, 30, 18] },
        { name: 'Umeå', data: [47, 33, 20] },
      ],
    },
  },
];
