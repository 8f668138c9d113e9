import type { WidgetFixture } from '../../engine/index.tsx';
import type { GlobalOverview } from '../../schemas/api/global-overview.gen.ts';
import { storeVisitBlock } from '../indicatorBlock/fixtures.ts';

const TIME_FILTERS: GlobalOverview['timeFilters'] = [
  { extName: 'last7days', title: 'Last 7 days' },
  { extName: 'last30days', title: 'Last 30 days' },
  { extName: 'last90days', title: 'Last 90 days' },
  { extName: 'last12months', title: 'Last 12 months' },
];

/** The demo universe as region North's manager sees it: the surveys organised by stores. */
export const northOverview: GlobalOverview = {
  welcomeText: 'Welcome to your overview',
  clickText: 'Click a survey to open it.',
  timeSpan: 'last30days',
  timeFilters: TIME_FILTERS,
  indicatorBlocks: [
    {
      survey: 'delivery',
      title: 'Home delivery',
      timeSpan: 'last30days',
      startPage: 'overview',
      startPath: 'all,se,north',
      figures: [
        { key: 'interviews', title: 'Interviews', value: 58, formattedValue: '58' },
        { key: 'openAlerts', title: 'Open alerts', value: 1, formattedValue: '1' },
        { key: 'variable', title: 'NPS', value: 12.07, formattedValue: '12.07', goal: 20 },
      ],
    },
    { ...storeVisitBlock, timeSpan: 'last30days' },
  ],
};

export const globalOverviewFixtures: WidgetFixture<'globalOverview'>[] = [
  {
    name: 'Two surveys in region North, configured texts',
    config: {
      size: 12,
      welcomeText: { en: 'Welcome to your overview', sv: 'Välkommen till din översikt' },
      clickText: { en: 'Click a survey to open it.', sv: 'Klicka på en undersökning för att öppna den.' },
    },
    data: northOverview,
  },
  {
    name: 'The app’s own texts; no survey to show (root only)',
    config: { size: 12, rootOnly: true, timeSpans: ['last7days', 'last30days'], defaultTimeSpan: 'last7days' },
    data: { timeSpan: 'last7days', timeFilters: TIME_FILTERS.slice(0, 2), indicatorBlocks: [] },
  },
];
