/* Generated from schemas/api/chart-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Chart data (spec 2 section 3): descriptors and one series per x-axis point.
 */
export interface ChartData {
descriptors: {
variable: string
title: string
color: string
}[]
series: {
name: string
data: (number | null)[]
}[]
}
