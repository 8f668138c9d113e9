/* Generated from schemas/api/params/drill-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * A call about the drill unit of a survey: its drill path with ;filter tokens (segmented path, the path reports).
 */
export interface DrillParams {
survey: ExtName
path: DrillText
}
