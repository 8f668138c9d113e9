import { defineWidget } from '../../engine/index.tsx';
import { ActionPlan } from './ActionPlan.tsx';
import { actionPlanFixtures } from './fixtures.ts';
import { actionPlanWidgetQuery } from './query.ts';

export const actionPlanWidget = defineWidget({
  type: 'actionPlan',
  version: 1,
  component: ActionPlan,
  fixtures: actionPlanFixtures,
  query: actionPlanWidgetQuery,
});
