/* Generated from schemas/api/params/sample-resend-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}: the sample and how its invitation goes again (e-mail or SMS).
 */
export interface SampleResendParams {
survey: ExtName
sampleId: RowId
channel: ("email" | "sms")
}
