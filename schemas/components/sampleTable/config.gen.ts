/* Generated from schemas/components/sampleTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Sample table (shared with the sample list).
 */
export interface SampleTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
id?: string
sortBy?: string
sortDesc?: boolean
rowsPerPage?: number
rowsPerPageOptions?: number[]
sampleEditor?: boolean
sampleView?: string
useCore?: boolean
mailActions?: unknown[]
copyActions?: {
extname: string
title?: LocalizedText
}[]
createActions?: unknown[]
eventSources?: unknown[]
enableDownload?: boolean
}
