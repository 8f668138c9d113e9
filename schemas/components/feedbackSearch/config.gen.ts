/* Generated from schemas/components/feedbackSearch/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Search box and a table of 25 rows per page.
 */
export interface FeedbackSearchConfig {
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
/**
 * The numeric question shown in the indicator column (e.g. nps); no indicator column when absent.
 */
indicator?: string
/**
 * The question or background field shown in the var0 column; none when absent.
 */
variable?: string
}
