import type { WidgetFixture } from '../../engine/index.tsx';
import { managerData, OPEN, SUGGESTED } from '../actionManager/fixtures.ts';
import { staticTableFixtures } from '../staticTable/fixtures.ts';

const fallback = { type: 'staticTable', id: 'instead', config: { ...staticTableFixtures[0]!.config, title: { en: 'Key figures' }, size: 12 as const } };

export const actionOverviewFixtures: WidgetFixture<'actionOverview'>[] = [
  {
    name: 'Three open and three suggested: two of each, with view all',
    config: { size: 6, viewAllPage: 'actions', fallback },
    data: managerData({ openActions: OPEN, suggestedActions: SUGGESTED }),
  },
  {
    name: 'Two of each: no view all',
    config: { size: 6, title: { en: 'Our actions', sv: 'Våra åtgärder' } },
    data: managerData({ openActions: OPEN.slice(0, 2), suggestedActions: SUGGESTED.slice(0, 2) }),
  },
  {
    name: 'Actions not configured for the survey: the fallback component',
    config: { size: 6, fallback },
    data: managerData({ isActionsConfigured: false, anchorable: false, canEdit: false, openActions: [], suggestedActions: [], closedActions: [] }),
  },
  {
    name: 'Root only',
    config: { size: 6, rootOnly: true, viewAllPage: 'actions' },
    data: managerData({ openActions: OPEN.slice(0, 1), suggestedActions: [] }),
  },
];
