import type { WidgetFixture } from '../../engine/index.tsx';
import { developmentLineChartFixtures } from '../developmentLineChart/fixtures.ts';

export const selectionBlockFixtures: WidgetFixture<'selectionBlock'>[] = [
  {
    name: 'Items and periods over a chart',
    config: {
      size: 12,
      items: [
        // Each item names a variable the charts inside show in place of their own.
        { extname: 'nps', title: { en: 'NPS', sv: 'NPS' } },
        { extname: 'csat', title: { en: 'Satisfaction', sv: 'Nöjdhet' } },
      ],
      periods: ['months', 'quarters', 'years'],
      customPeriods: [{ extname: 'season', title: { en: 'Season', sv: 'Säsong' }, months: 3, firstMonth: 3 }],
      components: [{ type: 'developmentLineChart', id: 'trend', config: { size: 12, title: { en: 'NPS' } } }],
    },
    children: { trend: developmentLineChartFixtures[0]!.data },
  },
];
