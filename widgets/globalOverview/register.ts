import { defineWidget } from '../../engine/index.tsx';
import { globalOverviewFixtures } from './fixtures.ts';
import { GlobalOverviewWidget } from './GlobalOverviewWidget.tsx';
import { globalOverviewWidgetQuery } from './query.ts';

export const globalOverviewWidget = defineWidget({
  type: 'globalOverview',
  version: 1,
  component: GlobalOverviewWidget,
  fixtures: globalOverviewFixtures,
  query: (ctx) => globalOverviewWidgetQuery(ctx),
});
