/* Generated from schemas/api/params/user-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * One user of the session's universe, through a survey of it: vuejs/users/details, editordata, keycloakdata and editordata/channels; userId 0 is a new user (GET only).
 */
export interface UserParams {
survey: ExtName
userId: number
}
