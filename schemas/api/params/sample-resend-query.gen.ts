/* Generated from schemas/api/params/sample-resend-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * vuejs/sampleeditor/resend/...?address=: the e-mail address or phone number to send to, as the editor shows it (validated, and stored when it was corrected).
 */
export interface SampleResendQuery {
address: string
}
