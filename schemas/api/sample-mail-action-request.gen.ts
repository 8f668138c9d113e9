/* Generated from schemas/api/sample-mail-action-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sampleeditor/mailaction/{survey}/{sampleId} (spec 2 section 3, Mail-action button payload): sends the e-mail template to the sample's contact through the survey's PULL_SINGLE campaign of that name and template (made when there is none). strictFiltering: a sample the campaign already has is refused (409) instead of sent again.
 */
export interface SampleMailActionRequest {
/**
 * The e-mail template's id.
 */
template: number
/**
 * The contact field holding the address.
 */
mailVariable?: string
campaignName: string
strictFiltering?: boolean
}
