/* Generated from schemas/api/user-saved.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A saved user (details form or editor): the id and whether the caller is the restricted user, who goes to the default page instead of the user list.
 */
export interface UserSaved {
id: number
restricted: boolean
/**
 * An invitation mail went out.
 */
invited: boolean
}
