/* Generated from schemas/api/script-run-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './params/path-parts.gen.ts';

/**
 * The body of POST vuejs/scripts/run/...: the interview a HANDLE_SAMPLE_UPDATED script runs for (its sample); other types take none.
 */
export interface ScriptRunParams {
interviewId?: RowId
}
