/* Generated from schemas/api/upload-response.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './params/path-parts.gen.ts';

/**
 * POST vuejs/datauploader/uploadfile/{survey}/{id} (spec 3 section 3, Upload response): the checked spreadsheet kept for its mapping (uploadId, which handlemapping names), the survey's fields to map to and the states to import as, and the sheet's columns with their first data row.
 */
export interface UploadResponse {
/**
 * The uploaded file's name.
 */
filename: string
/**
 * The kept upload: the {x} of handlemapping.
 */
uploadId: RowId
/**
 * Data rows below the header row.
 */
rows: number
mapping: {
/**
 * The fields a column can be mapped to, mandatory ones first.
 */
columns: UploadField[]
/**
 * The states the interviews can be imported as (the picker shows only when there is more than one).
 */
states: UploadState[]
}
spreadsheet: {
columns: SheetColumn[]
}
error?: string
message?: string
}
export interface UploadField {
/**
 * The field's title in the caller's language.
 */
title: string
/**
 * The field: unit, date, or a question of the survey.
 */
variable: string
mandatory: boolean
}
export interface UploadState {
name: string
value: string
}
export interface SheetColumn {
/**
 * The column's 0-based index (A is 0).
 */
idx: number
/**
 * The header in row 1.
 */
name: string
/**
 * The value in row 2, as text.
 */
firstRow: string
}
