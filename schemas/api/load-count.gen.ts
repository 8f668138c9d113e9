/* Generated from schemas/api/load-count.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/surveys/loadcount/{survey}: how many interviews the survey has loaded, and when it last loaded any.
 */
export interface LoadCount {
loadCount: number
lastLoadedAt: (string | null)
}
