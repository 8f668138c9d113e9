import { defineWidget } from '../../engine/index.tsx';
import { ActionManager } from './ActionManager.tsx';
import { actionManagerFixtures } from './fixtures.ts';
import { actionManagerWidgetQuery } from './query.ts';

export const actionManagerWidget = defineWidget({
  type: 'actionManager',
  version: 1,
  component: ActionManager,
  fixtures: actionManagerFixtures,
  query: actionManagerWidgetQuery,
});
