import type { WidgetFixture } from '../../engine/index.tsx';
import { LOYALTY_SEGMENTS } from '../shared/fixtureDescriptors.ts';

export const groupedChartFixtures: WidgetFixture<'groupedChart'>[] = [
  {
    name: 'Segments by region',
    config: { size: 6, title: { en: 'Loyalty segments', sv: 'Lojalitetssegment' }, stacked: true, lowerY: 0, upperY: 100 },
    data: {
      descriptors: LOYALTY_SEGMENTS,
      series: [
        { name: 'North', data: [48, 32, 20] },
        { name: 'Middle', data: [55, 29, 16] },
        { name: 'South', data: [41, 34, 25] },
      ],
    },
  },
];
