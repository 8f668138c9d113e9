import type { WidgetFixture } from '../../engine/index.tsx';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen.ts';

/** Store visit as region North's manager sees it over the last 90 days. */
export const storeVisitBlock: IndicatorBlock = {
  survey: 'storevisit',
  title: 'Store visit',
  timeSpan: 'last90days',
  startPage: 'overview',
  startPath: 'all,se,north',
  figures: [
    { key: 'interviews', title: 'Interviews', value: 412, formattedValue: '412' },
    { key: 'openAlerts', title: 'Open alerts', value: 3, formattedValue: '3' },
    { key: 'variable', title: 'NPS', value: 31.46, formattedValue: '31.46', goal: 30 },
  ],
};

export const indicatorBlockFixtures: WidgetFixture<'indicatorBlock'>[] = [
  { name: 'Store visit, last 90 days, in region North', config: { size: 4, timeSpan: 'last90days' }, data: storeVisitBlock },
  {
    name: 'Titled, no answers yet (root only)',
    config: { size: 4, rootOnly: true, survey: 'delivery', title: { en: 'Home delivery this week', sv: 'Hemleverans denna vecka' }, timeSpan: 'last7days' },
    data: {
      survey: 'delivery',
      title: 'Home delivery',
      timeSpan: 'last7days',
      startPage: 'overview',
      startPath: 'all',
      figures: [
        { key: 'interviews', title: 'Interviews', value: 0, formattedValue: '0' },
        { key: 'openAlerts', title: 'Open alerts', value: 0, formattedValue: '0' },
        { key: 'variable', title: 'NPS', value: null, formattedValue: '–', goal: null },
      ],
    },
  },
];
