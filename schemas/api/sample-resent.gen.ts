/* Generated from schemas/api/sample-resent.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { Sample } from './sample.gen.ts';

/**
 * GET vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}: where the invitation went, and the sample as saved (the resend is in its state history).
 */
export interface SampleResent {
channel: ("email" | "sms")
to: string
sample: Sample
}
