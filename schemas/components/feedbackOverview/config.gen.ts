/* Generated from schemas/components/feedbackOverview/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Top 4 categories as stacked bars.
 */
export interface FeedbackOverviewConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The text questions whose comments count; every text question of the survey when absent.
 * 
 * @minItems 1
 */
questions?: string[]
}
