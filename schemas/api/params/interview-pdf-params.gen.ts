/* Generated from schemas/api/params/interview-pdf-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/reports/interviewpdf/{survey}/{interviewId}.
 */
export interface InterviewPdfParams {
survey: ExtName
interviewId: RowId
}
