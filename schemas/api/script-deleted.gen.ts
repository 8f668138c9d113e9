/* Generated from schemas/api/script-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * DELETE vuejs/scripts/delete/{survey}/{scriptId}: the script that was deleted, with its events.
 */
export interface ScriptDeleted {
id: number
deleted: boolean
}
