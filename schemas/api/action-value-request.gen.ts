/* Generated from schemas/api/action-value-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, IsoDay } from './params/path-parts.gen.ts';

/**
 * POST vuejs/actions/getactionvalue/{survey}/{id}/{path}: the expression (a variable) and the period to evaluate it over.
 */
export interface ActionValueRequest {
expression: ExtName
periodStartDate: IsoDay
deadline: IsoDay
}
