import { defineWidget } from '../../engine/index.tsx';
import { indicatorBlockFixtures } from './fixtures.ts';
import { IndicatorBlockWidget } from './IndicatorBlockWidget.tsx';
import { indicatorBlockWidgetQuery } from './query.ts';

export const indicatorBlockWidget = defineWidget({
  type: 'indicatorBlock',
  version: 1,
  component: IndicatorBlockWidget,
  fixtures: indicatorBlockFixtures,
  query: (ctx) => indicatorBlockWidgetQuery(ctx),
});
