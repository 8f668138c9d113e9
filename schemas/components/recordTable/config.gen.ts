/* Generated from schemas/components/recordTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Title by locale, a download icon and a sortable table.
 */
export interface RecordTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
sortBy?: string
sortDesc?: boolean
}
