/* Generated from schemas/api/params/campaign-click-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A click link's target address (signed with the tracking row).
 */
export interface CampaignClickQuery {
url: string
}
