/* Generated from schemas/components/gamificationOverview/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText, PeriodType } from '../common.gen.ts';

/**
 * Badge tiles (TopMarks and Streak awards, each 2 of 12 columns) and a personal-performance line chart of the drill unit over the last periods of the selection.
 */
export interface GamificationOverviewConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The survey variable the awards and the chart follow (nps when absent).
 */
variable?: string
/**
 * The periods compared (months when absent).
 */
periodType?: PeriodType
/**
 * How many of the selection's last periods the chart shows and the streaks look back over (6 when absent).
 */
periods?: number
/**
 * TopMarks: the places among the unit's siblings that win it (3 when absent).
 */
topN?: number
/**
 * Streak awards: the consecutive periods needed (3 when absent).
 */
streakLength?: number
}
