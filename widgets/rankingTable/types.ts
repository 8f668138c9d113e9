/**
 * The ranking call's answer is `RankingData` of schemas/api/ranking-data.gen.ts (with `RankingRow`, `RankingCell`,
 * `RankingHeader`); what is left here is the widget's own paging rule.
 */

/** 50 rows a page (spec 1 section 9). */
export const PAGE_SIZE = 50;
