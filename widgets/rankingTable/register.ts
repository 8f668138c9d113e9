import { registerWidget } from '../../engine/index.tsx';
import { rankingTableQuery } from './query.ts';
import { rankingTableFixtures } from './fixtures.ts';
import { RankingTableWidget } from './RankingTableWidget.tsx';

registerWidget({ type: 'rankingTable', version: 2, component: RankingTableWidget, fixtures: rankingTableFixtures, query: rankingTableQuery });
