/* Generated from schemas/components/globalOverview/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IndicatorTimeSpan } from '../../api/global-overview.gen.ts';
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Welcome text, click text, a time-span dropdown and one indicator block per survey the user may see.
 */
export interface GlobalOverviewConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
welcomeText?: LocalizedText
clickText?: LocalizedText
/**
 * The time spans offered, in this order (all four when absent).
 * 
 * @minItems 1
 */
timeSpans?: IndicatorTimeSpan[]
/**
 * The time span shown first (last30days when absent).
 */
defaultTimeSpan?: IndicatorTimeSpan
}
