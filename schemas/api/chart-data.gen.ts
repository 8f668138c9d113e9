/* Generated from schemas/api/chart-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Chart data (spec 2 section 3): descriptors and one series per x-axis point.
 */
export interface ChartData {
descriptors: ChartDescriptor[]
series: ChartSeries[]
}
/**
 * One line or bar group: the variable it shows and its legend title; without a colour the client takes the next of its palette.
 * 
 * This interface was referenced by `ChartData`'s JSON-Schema
 * via the `definition` "chartDescriptor".
 */
export interface ChartDescriptor {
variable: string
title: string
color?: string
}
/**
 * One point on the x axis: its label and one value per descriptor (null for no value).
 * 
 * This interface was referenced by `ChartData`'s JSON-Schema
 * via the `definition` "chartSeries".
 */
export interface ChartSeries {
name: string
data: (number | null)[]
}
