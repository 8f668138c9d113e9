/* Generated from schemas/api/global-values-table.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The global values table (spec 2): one row per survey the caller may see, a column per configured variable. GET vuejs/globalevaluator/globalvaluestable/{survey}/{id}/{path} answers the headers and the rows by survey name without values (the stream's globalTableInitialData); the stream fills each row as its survey is computed.
 */
export interface GlobalValuesTable {
/**
 * The column titles after the survey name: one per configured variable, in the caller's locale.
 */
headers: string[]
rows: GlobalValuesRow[]
}
/**
 * One survey's row (the stream's globalSurveyResult): no cells until computed; an error instead of cells when its computation failed.
 * 
 * This interface was referenced by `GlobalValuesTable`'s JSON-Schema
 * via the `definition` "globalValuesRow".
 */
export interface GlobalValuesRow {
/**
 * The survey's title.
 */
surveyName: string
/**
 * The survey's ext name.
 */
survey: string
cells?: GlobalValuesCell[]
/**
 * Why the survey's values could not be computed, readable.
 */
error?: string
}
/**
 * One variable's value over the survey's default period at the caller's top unit (as the variable tiles compute it).
 * 
 * This interface was referenced by `GlobalValuesTable`'s JSON-Schema
 * via the `definition` "globalValuesCell".
 */
export interface GlobalValuesCell {
value: (number | null)
formattedValue: string
}
