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
sortBy?: string
sortDesc?: boolean
rowsPerPage?: number
/**
 * The survey's ranking configuration to show (rankings in the survey configuration); default "default".
 */
rankingConfig?: string
}
