import { defineWidget } from '../../engine/index.tsx';
import { globalValuesTableFixtures } from './fixtures.ts';
import { GlobalValuesTable } from './GlobalValuesTable.tsx';
import { globalValuesTableQuery } from './query.ts';

export const globalValuesTableWidget = defineWidget({
  type: 'globalValuesTable',
  version: 1,
  component: GlobalValuesTable,
  fixtures: globalValuesTableFixtures,
  query: globalValuesTableQuery,
});
