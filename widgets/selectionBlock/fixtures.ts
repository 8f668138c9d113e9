import type { WidgetFixture } from '../../engine/index.tsx';
import { developmentLineChartFixtures } from '../developmentLineChart/fixtures.ts';

export const selectionBlockFixtures: WidgetFixture<'selectionBlock'>[] = [
  {
    name: 'Items and periods over a chart',
    config: {
      size: 12,
      items: [
        { extname: 'all', title: { en: 'All stores', sv: 'Alla butiker' } },
        { extname: 'north', title: { en: 'North', sv: 'Norr' } },
      ],
      periods: ['months', 'quarters', 'years'],
      customPeriods: [{ extname: 'season', title: { en: 'Season', sv: 'Säsong' }, months: 3, firstMonth: 3 }],
      components: [{ type: 'developmentLineChart', id: 'trend', config: { size: 12, title: { en: 'NPS' } } }],
    },
    children: { trend: developmentLineChartFixtures[0]!.data },
  },
];
