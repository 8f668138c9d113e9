/* Generated from schemas/api/params/create-report-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * GET createreport/{survey}/{report}/{path}: one of the survey's named reports (its reports list) for the drill unit and its ;filter tokens.
 */
export interface CreateReportParams {
survey: ExtName
report: ExtName
path: DrillText
}
