/* Generated from schemas/components/dataUploader/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Spreadsheet (.xlsx) data uploader (spec 3).
 */
export interface DataUploaderConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * Offers the choice of the state imported samples get (when the survey has more than one); false hides it.
 */
stateChoice?: boolean
}
