/* Generated from schemas/api/params/sample-mail-tracking-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * vuejs/sampleeditor/mailtrackingdata/{survey}/{sampleId}?related=: true adds the messages of the survey's other samples sent to the same address.
 */
export interface SampleMailTrackingQuery {
related?: boolean
}
