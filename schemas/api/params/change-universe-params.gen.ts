/* Generated from schemas/api/params/change-universe-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { AnyName } from './path-parts.gen.ts';

/**
 * GET vuejs/auth/changeuniverse/{universe}.
 */
export interface ChangeUniverseParams {
universe: AnyName
}
