/* Generated from schemas/components/globalValuesTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Global values table.
 */
export interface GlobalValuesTableData {
headers: unknown[]
rows: {
surveyName: string
cells?: unknown[]
error?: string
}[]
}
