import { defineWidget } from '../../engine/index.tsx';
import { recordTableFixtures } from './fixtures.ts';
import { recordTableWidgetQuery } from './query.ts';
import { RecordTableWidget } from './RecordTableWidget.tsx';

export const recordTableWidget = defineWidget({
  type: 'recordTable',
  version: 1,
  component: RecordTableWidget,
  fixtures: recordTableFixtures,
  query: (ctx) => recordTableWidgetQuery(ctx),
});
