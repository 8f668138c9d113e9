/* Generated from schemas/api/bugs-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * DELETE vuejs/logs/bugs/{survey}: how many bug rows were cleared.
 */
export interface BugsDeleted {
deleted: number
}
