/* Generated from schemas/api/bug-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Client-side errors reported in a survey (spec 1 section 3, Bug).
 */
export interface BugList {
/**
 * Sum of the counts
 */
total: number
bugs: {
id: number
count: number
message: string
user: (string | null)
datetime: string
}[]
}
