/* Generated from schemas/api/params/sample-create-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * vuejs/sampleactions/create/{survey}/{action}: a create action of the sample table configuration.
 */
export interface SampleCreateParams {
survey: ExtName
action: ExtName
}
