/* Generated from schemas/api/action-effective-period.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/actions/effectiveactionperiod/{survey}/{from}/{deadline}: the days an action's value counts (from the from date to the deadline, but not past today) and the texts to show.
 */
export interface ActionEffectivePeriod {
period: ActionPeriod
periodText: string
deadline: string
deadlineText: string
}
/**
 * This interface was referenced by `ActionEffectivePeriod`'s JSON-Schema
 * via the `definition` "period".
 */
export interface ActionPeriod {
from: string
/**
 * The last day included.
 */
to: string
}
