/* Generated from schemas/api/params/tracking-ids-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Tracking row ids joined by commas (DELETE trackings, sendmail).
 */
export interface TrackingIdsQuery {
ids: string
}
