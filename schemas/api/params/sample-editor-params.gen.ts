/* Generated from schemas/api/params/sample-editor-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * vuejs/sampleeditor/{survey}/{config}/{sampleId}: the survey, the sample table configuration that enables the editor, and the sample.
 */
export interface SampleEditorParams {
survey: ExtName
config: ExtName
sampleId: RowId
}
