/* Generated from schemas/api/params/user-channels-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/editordata/channels/{survey}/{userId}?roleid=: the role whose notification channels are offered (the role just chosen in the editor).
 */
export interface UserChannelsQuery {
roleid: number
}
