/* Generated from schemas/components/globalOverview/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Welcome text, click text, time-span dropdown and indicator blocks.
 */
export interface GlobalOverviewConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
}
