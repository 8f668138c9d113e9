/* Generated from schemas/api/params/sample-editor-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * vuejs/sampleeditor/...?source=: the event source the list was showing, one of the sample table configuration's eventSources.
 */
export interface SampleEditorQuery {
source?: ExtName
}
