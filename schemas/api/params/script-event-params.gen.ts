/* Generated from schemas/api/params/script-event-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One event of a script: DELETE vuejs/scripts/deleteevent/{survey}/{eventId}.
 */
export interface ScriptEventParams {
survey: ExtName
eventId: RowId
}
