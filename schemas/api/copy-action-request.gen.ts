/* Generated from schemas/api/copy-action-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IsoDay } from './params/path-parts.gen.ts';

/**
 * POST vuejs/sampleactions/executecopyaction/{survey}/{config}/{action}/{sampleId}: the copy's deadline (its event date, today or later) and a comment stored on the copy when non-blank. The dialog's remove-duplicates switch is not sent (spec 2: shown but not bound).
 */
export interface CopyActionRequest {
eventdate: IsoDay
comments?: string
}
