import { defineWidget } from '../../engine/index.tsx';
import { gamificationOverviewFixtures } from './fixtures.ts';
import { GamificationOverview } from './GamificationOverview.tsx';
import { gamificationOverviewWidgetQuery } from './query.ts';

export const gamificationOverviewWidget = defineWidget({
  type: 'gamificationOverview',
  version: 1,
  component: GamificationOverview,
  fixtures: gamificationOverviewFixtures,
  query: (ctx) => gamificationOverviewWidgetQuery(ctx),
});
