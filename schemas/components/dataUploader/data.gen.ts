/* Generated from schemas/components/dataUploader/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Earlier import sets (GET vuejs/datauploader/fetchimportsets/{survey}/{id}).
 */
export type DataUploaderData = {
id: number
created: string
user?: string
filename: string
ninterviews?: number
}[]
