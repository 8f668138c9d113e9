/* Generated from schemas/components/importSetList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Import sets.
 */
export type ImportSetListData = {
id: number
created: string
user?: string
filename: string
ninterviews?: number
}[]
