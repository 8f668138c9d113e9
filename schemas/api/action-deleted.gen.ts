/* Generated from schemas/api/action-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/actions/deleteaction/{survey}/{id}: the action that was deleted.
 */
export interface ActionDeleted {
id: number
deleted: boolean
}
