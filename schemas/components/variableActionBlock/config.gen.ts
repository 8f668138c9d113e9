/* Generated from schemas/components/variableActionBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * KPI tiles with actions.
 */
export interface VariableActionBlockConfig {
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
blocks?: {
title?: LocalizedText
rootOnly?: boolean
expressions?: string[]
}[]
helpPage?: string
}
