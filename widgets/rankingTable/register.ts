import { defineWidget } from '../../engine/index.tsx';
import { rankingTableFixtures } from './fixtures.ts';
import { RankingTableWidget } from './RankingTableWidget.tsx';
import { rankingTableQuery } from './query.ts';

export const rankingTableWidget = defineWidget({
  type: 'rankingTable',
  version: 2,
  component: RankingTableWidget,
  fixtures: rankingTableFixtures,
  query: rankingTableQuery,
});
