/* Generated from schemas/api/share-interview-answer.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * publishUrl: the public page of the shared interview; sharingURL: the network's share dialog for it.
 */
export interface ShareInterviewAnswer {
sharingURL: string
publishUrl: string
}
