import type { WidgetFixture } from '../../engine/index.tsx';

export const groupedChartFixtures: WidgetFixture<'groupedChart'>[] = [
  {
    name: 'Segments by region',
    config: { size: 6, title: { en: 'Loyalty segments', sv: 'Lojalitetssegment' }, stacked: true, lowerY: 0, upperY: 100 },
    data: {
      descriptors: [
        { variable: 'promoters', title: 'Promoters', color: '#00C896' },
        { variable: 'passives', title: 'Passives', color: '#BFBFBF' },
        { variable: 'detractors', title: 'Detractors', color: '#BE0000' },
      ],
      series: [
        { name: 'North', data: [48, 32, 20] },
        { name: 'Middle', data: [55, 29, 16] },
        { name: 'South', data: [41, 34, 25] },
      ],
    },
  },
];
