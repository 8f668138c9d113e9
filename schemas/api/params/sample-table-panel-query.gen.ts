/* Generated from schemas/api/params/sample-table-panel-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename=: the table group of the survey's sampleView, by its name (its source when it has none: stateLog).
 */
export interface SampleTablePanelQuery {
tablename: ExtName
}
