/* Generated from schemas/api/params/sample-editor-at-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, RowId } from './path-parts.gen.ts';

/**
 * vuejs/sampleeditor/{survey}/{config}/{sampleId}/{x}: the editor opened at a drill position x (the list's drill path), which the sample must lie under.
 */
export interface SampleEditorAtParams {
survey: ExtName
config: ExtName
sampleId: RowId
x: DrillText
}
