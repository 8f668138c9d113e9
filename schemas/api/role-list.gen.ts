/* Generated from schemas/api/role-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/roles/{survey} (spec 3 section 3, Role list): the universe's surveys and its roles with how many users hold each and which surveys each gives access to.
 */
export interface RoleList {
surveyNames: string[]
rows: RoleListRow[]
}
export interface RoleListRow {
id: number
name: string
usersWithRole: number
/**
 * Names of the surveys the role has access to.
 */
surveysEnabled: string[]
}
