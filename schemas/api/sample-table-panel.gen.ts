/* Generated from schemas/api/sample-table-panel.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Table panel data (spec 2 section 3): a title, the columns (extname, title, rightAlign) and rows of cells; GET vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename answers one, the Sample carries its tableGroups.
 */
export interface SampleTablePanel {
title: string
columns: {
extname: string
title: string
rightAlign?: boolean
}[]
rows: {
cells: (string | number | null)[]
}[]
}
