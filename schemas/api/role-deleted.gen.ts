/* Generated from schemas/api/role-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * DELETE vuejs/roles/{survey}/{roleId}: the role that was deleted.
 */
export interface RoleDeleted {
id: number
deleted: boolean
}
