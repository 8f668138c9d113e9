/* Generated from schemas/api/share-interview-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * This interface was referenced by `ShareInterviewRequest`'s JSON-Schema
 * via the `definition` "shareNetwork".
 */
export type ShareNetwork = ("FACEBOOK" | "LINKEDIN")

export interface ShareInterviewRequest {
network: ShareNetwork
}
