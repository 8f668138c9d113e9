/* Generated from schemas/components/globalValuesTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * One row per survey, values arriving live.
 */
export interface GlobalValuesTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The variables (ext names of each survey's `variables`) shown as columns; a survey without one of them shows an error row. Defaults to ["nps"].
 */
variables?: string[]
}
