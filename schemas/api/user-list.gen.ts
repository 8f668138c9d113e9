/* Generated from schemas/api/user-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/list/{survey}: one page (100 rows) of the universe's users, by name, and how many match in all.
 */
export interface UserList {
total: number
page: number
pageSize: number
rows: UserListRow[]
}
export interface UserListRow {
id: number
name: string
email: string
/**
 * The last sign-in, null when never.
 */
lastLogin: (string | null)
selectedRoleName: (string | null)
selectedRoleId: (number | null)
/**
 * 0 active, 1 disabled (the state filter's values).
 */
status: (0 | 1)
notify: boolean
locale: string
/**
 * May act as the universe's members (universe administrator).
 */
actAsAccess: boolean
showIndicators: boolean
disabled: boolean
/**
 * The role-wide rights of the role (core/roleRights.ts names).
 */
rights: string[]
}
