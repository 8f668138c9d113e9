/* Generated from schemas/components/rankingTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RankingData } from '../../api/ranking-data.gen.ts';

/**
 * Ranking data: the answer of GET vuejs/newranking/list/...
 */
export type RankingTableData = RankingData
