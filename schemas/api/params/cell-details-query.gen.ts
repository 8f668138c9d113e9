/* Generated from schemas/api/params/cell-details-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/sample/celldetails/{survey}?sampleid=&detailsvariable=.
 */
export interface CellDetailsQuery {
sampleid: RowId
detailsvariable: ExtName
}
