import { registerWidget } from '../../engine/index.tsx';
import { staticTableFixtures } from './fixtures.ts';
import { StaticTable } from './StaticTable.tsx';

registerWidget({ type: 'staticTable', version: 2, component: StaticTable, fixtures: staticTableFixtures });
