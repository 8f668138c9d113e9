import type { WidgetFixture } from '../../engine/index.tsx';
import { LOYALTY_SEGMENTS } from '../shared/fixtureDescriptors.ts';

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
      descriptors: LOYALTY_SEGMENTS,
      series: [
        { name: 'Luleå', data: [52, 30, 18] },
        { name: 'Umeå', data: [47, 33, 20] },
      ],
    },
  },
];
