/* Generated from schemas/api/params/sample-create-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * vuejs/sampleactions/create/...?config=&unit=: the sample table configuration holding the create action (default: default) and the unit path the new sample belongs to (a unit in the caller's scope, the list's drill position).
 */
export interface SampleCreateQuery {
config?: ExtName
unit: DrillText
}
