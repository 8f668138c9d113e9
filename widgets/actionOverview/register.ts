import { defineWidget } from '../../engine/index.tsx';
import { actionManagerWidgetQuery } from '../actionManager/query.ts';
import { ActionOverview } from './ActionOverview.tsx';
import { actionOverviewFixtures } from './fixtures.ts';

export const actionOverviewWidget = defineWidget({
  type: 'actionOverview',
  version: 1,
  component: ActionOverview,
  fixtures: actionOverviewFixtures,
  query: actionManagerWidgetQuery,
});
