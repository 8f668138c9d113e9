/* Generated from schemas/api/params/letter-render-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './path-parts.gen.ts';

/**
 * The letter calls' query: renderletter3 takes mailAction (accepted as the spec's callers send it, narrowing nothing) and trackingId, renderletter trackingid; a tracking names the campaign recipient whose letter it is, without one the example contact fills it.
 */
export interface LetterRenderQuery {
mailAction?: string
trackingId?: RowId
trackingid?: RowId
}
