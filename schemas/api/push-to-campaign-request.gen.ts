/* Generated from schemas/api/push-to-campaign-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sampleeditor/pushtocampaign/{survey}/{sampleId} (spec 2 section 3, Push-to-campaign payload): the campaigns of the survey to add the sample to.
 */
export interface PushToCampaignRequest {
/**
 * @minItems 1
 * @maxItems 50
 */
campaigns: number[]
}
