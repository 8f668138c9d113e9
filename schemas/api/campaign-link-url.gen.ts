/* Generated from schemas/api/campaign-link-url.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/campaign/link/{survey}/{campaign} (spec 1 section 7): the address the browser opens in a new tab, the creation wizard of the configured campaign.
 */
export interface CampaignLinkUrl {
url: string
}
