/** The cell details call's response schema (issue 6), spread into apiSchemas in index.ts. */
import CellDetails from './cell-details.schema.json' with { type: 'json' };

export const cellDetailsSchemas = [CellDetails];
