/* Generated from schemas/api/action-value.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionPeriod } from './action-effective-period.gen.ts';

/**
 * The value of an expression at the unit over the effective action period, and the answers it rests on.
 */
export interface ActionValue {
value: (number | null)
formattedValue: string
n: number
period: ActionPeriod
periodText: string
}
