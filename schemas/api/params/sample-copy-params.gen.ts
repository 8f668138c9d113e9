/* Generated from schemas/api/params/sample-copy-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * vuejs/sampleactions/copyaction|executecopyaction/{survey}/{config}/{action}/{sampleId}: the sample table configuration, its copy action and the sample to copy.
 */
export interface SampleCopyParams {
survey: ExtName
config: ExtName
action: ExtName
sampleId: RowId
}
