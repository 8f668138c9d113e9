/* Generated from schemas/api/params/role-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * One role of the session's universe, through a survey of it: GET and DELETE vuejs/roles/{survey}/{roleId}; roleId 0 is a new role (GET only).
 */
export interface RoleParams {
survey: ExtName
roleId: number
}
