import { defineWidget } from '../../engine/index.tsx';
import { staticTableFixtures } from './fixtures.ts';
import { StaticTable } from './StaticTable.tsx';

export const staticTableWidget = defineWidget({
  type: 'staticTable',
  version: 2,
  component: StaticTable,
  fixtures: staticTableFixtures,
});
