import { defineWidget } from '../../engine/index.tsx';
import { importSetListFixtures } from './fixtures.ts';
import { ImportSetList } from './ImportSetList.tsx';
import { importSetListQuery } from './query.ts';

export const importSetListWidget = defineWidget({
  type: 'importSetList',
  version: 1,
  component: ImportSetList,
  fixtures: importSetListFixtures,
  query: importSetListQuery,
});
