/* Generated from schemas/api/params/action-period-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, IsoDay } from './path-parts.gen.ts';

/**
 * GET vuejs/actions/effectiveactionperiod/{survey}/{from}/{deadline}: an action's from date and deadline.
 */
export interface ActionPeriodParams {
survey: ExtName
from: IsoDay
deadline: IsoDay
}
