import { defineWidget } from '../../engine/index.tsx';
import { sampleTableFixtures } from './fixtures.ts';
import { sampleTableWidgetQuery } from './query.ts';
import { SampleTableWidget } from './SampleTableWidget.tsx';

export const sampleTableWidget = defineWidget({
  type: 'sampleTable',
  version: 1,
  component: SampleTableWidget,
  fixtures: sampleTableFixtures,
  query: (ctx, config) => sampleTableWidgetQuery(ctx, config),
});
