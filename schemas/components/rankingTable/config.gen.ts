/* Generated from schemas/components/rankingTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Ranking table (spec 1).
 */
export interface RankingTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The column the ranking is sorted by at first (the ranking variable when not given).
 */
sortBy?: string
/**
 * Sorted in descending order at first.
 */
sortDesc?: boolean
/**
 * @deprecated
 * Not used: the ranking pages at a fixed 50 rows (spec 1 sections 2.5 and 9; the ranking page call's from/to follow it). Accepted so older configurations still load; only the sample list takes its page size from the configuration.
 */
rowsPerPage?: number
/**
 * The survey's ranking configuration to show (rankings in the survey configuration); default "default".
 */
rankingConfig?: string
}
