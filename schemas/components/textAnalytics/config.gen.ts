/* Generated from schemas/components/textAnalytics/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Positive, negative and neutral circles and the top 3 categories.
 */
export interface TextAnalyticsConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * Page opened by 'see more details'.
 */
detailsPage?: string
/**
 * The text questions whose comments count; every text question of the survey when absent.
 * 
 * @minItems 1
 */
questions?: string[]
}
