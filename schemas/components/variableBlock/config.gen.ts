/* Generated from schemas/components/variableBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * KPI tiles; the first is the main tile.
 */
export interface VariableBlockConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * Chart expressions; when present, clicking a tile opens its chart.
 */
expressions?: string[]
/**
 * Tiles whose charts open below the block: each titled per locale with its chart expressions; a root-only one shows only to root users.
 */
blocks?: {
title?: LocalizedText
rootOnly?: boolean
expressions?: string[]
}[]
/**
 * Accepted from earlier configurations; not used.
 */
helpPage?: string
}
