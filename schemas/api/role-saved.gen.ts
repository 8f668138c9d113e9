/* Generated from schemas/api/role-saved.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/roles/{survey}: the id of the role saved (new or updated).
 */
export interface RoleSaved {
id: number
}
