import type { WidgetFixture } from '../../engine/index.tsx';

export const deltaChartFixtures: WidgetFixture<'deltaChart'>[] = [
  {
    name: 'Change since the last period',
    config: { size: 6, title: { en: 'NPS change by region', sv: 'NPS-förändring per region' } },
    data: {
      descriptors: [{ variable: 'nps', title: 'NPS change' }],
      series: [
        { name: 'North', data: [4.5] },
        { name: 'Middle', data: [-2.1] },
        { name: 'South', data: [0.8] },
      ],
    },
  },
];
