/* Generated from schemas/api/params/user-list-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/list/{survey}: the state filter (0 active, 1 disabled, 2 all), the page (100 rows each, from 0) and the filter box's text (name or e-mail contains it).
 */
export interface UserListQuery {
status?: (0 | 1 | 2)
page?: number
filter?: string
}
