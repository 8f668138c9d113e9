/* Generated from schemas/components/alertList/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Alert list (spec 1).
 */
export interface AlertListConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The column the alerts are sorted by at first.
 */
sortBy?: string
/**
 * Sorted in descending order at first.
 */
sortDesc?: boolean
/**
 * Alerts per page.
 */
rowsPerPage?: number
}
