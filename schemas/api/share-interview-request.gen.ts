/* Generated from schemas/api/share-interview-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface ShareInterviewRequest {
network: ("FACEBOOK" | "LINKEDIN")
}
