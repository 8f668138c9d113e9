/* Generated from schemas/api/params/letter-render-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/letteruploader/renderletter3/{survey}/{id}/{path}: the letter template and the caller's drill path (the spec's {a}/{b}/{c}; the path narrows nothing while there are no campaign trackings).
 */
export interface LetterRenderParams {
survey: ExtName
id: RowId
path: DrillText
}
