/* Generated from schemas/components/indicatorBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IndicatorTimeSpan } from '../../api/global-overview.gen.ts';
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * One survey's indicators for the user: interviews in the time span, open alerts and the headline variable, inside the user's unit scope.
 */
export interface IndicatorBlockConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The survey whose indicators it shows (the page's survey when absent).
 */
survey?: string
/**
 * The time span of the figures (last30days when absent).
 */
timeSpan?: IndicatorTimeSpan
}
