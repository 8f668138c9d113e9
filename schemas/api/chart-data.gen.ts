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
scale?: ChartScale
/**
 * The variable's goal at the unit (nearest goal on its path, else the variable's default), drawn as a goal line.
 */
goal?: number
/**
 * Lower is better (customer effort): a rise is a change for the worse, coloured so where changes are shown.
 */
inverse?: boolean
}
/**
 * The ends of the variable's scale (1–5 for a mean, 0–100 for a share, −100–100 for NPS); series on different scales never share an axis. Absent for counts.
 */
export interface ChartScale {
min: number
max: number
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
/**
 * The answers behind each value (one per descriptor, like data), shown as n in the tooltip.
 */
n?: number[]
}
