/* Generated from schemas/api/params/script-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One script of the universe: GET vuejs/scripts/details/{survey}/{scriptId}, DELETE vuejs/scripts/delete/{survey}/{scriptId} and deleteallevents.
 */
export interface ScriptParams {
survey: ExtName
scriptId: RowId
}
