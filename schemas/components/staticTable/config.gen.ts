/* Generated from schemas/components/staticTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Static table: cells per locale with align and sortable columns, all in the config.
 */
export interface StaticTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The columns, each titled per locale, aligned and optionally sortable.
 * 
 * @minItems 1
 */
columns: {
title: LocalizedText
align?: ("left" | "center" | "right")
sortable?: boolean
}[]
/**
 * The rows: one cell per column, a text per locale or a number.
 */
rows: (LocalizedText | string | number)[][]
}
