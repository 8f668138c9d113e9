/* Generated from schemas/api/sample-mail-example.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SampleMailSkipReason } from './sample-mail-skip-reason.gen.ts';

/**
 * GET vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}: the mail action's template as this sample's contact would get it (merge tags filled with escaped values, HTML sanitised, links not tracked), the address it would go to, and why it would be left out (null: it would be sent).
 */
export interface SampleMailExample {
sampleId: number
/**
 * The address in the mail variable; empty when there is none.
 */
to: string
subject: string
html: string
skip: (SampleMailSkipReason | null)
}
