/* Generated from schemas/api/sample-mail-skip-reason.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Why a sample is left out of a sample-list mail action: no usable address in the mail variable, an address that takes no campaign mail (unsubscribed or bounced), or (strictFiltering) a sample the campaign has mailed already.
 */
export type SampleMailSkipReason = ("no_address" | "suppressed" | "already_mailed")
