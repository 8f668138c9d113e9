import { defineWidget } from '../../engine/index.tsx';
import { AlertListWidget } from './AlertListWidget.tsx';
import { alertListFixtures } from './fixtures.ts';
import { alertListWidgetQuery } from './query.ts';

export const alertListWidget = defineWidget({
  type: 'alertList',
  version: 1,
  component: AlertListWidget,
  fixtures: alertListFixtures,
  query: (ctx, config) => alertListWidgetQuery(ctx, config),
});
