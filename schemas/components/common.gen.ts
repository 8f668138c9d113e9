/* Generated from schemas/components/common.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Width in columns of 12.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "size".
 */
export type ComponentSize = (2 | 4 | 6 | 8 | 12)
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "periodType".
 */
export type PeriodType = ("days" | "weeks" | "months" | "quarters" | "years")
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "exportFormat".
 */
export type ExportFormat = ("print" | "png" | "jpeg" | "pdf" | "svg")
/**
 * The settings of a chart that offers period links.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "periodChartConfig".
 */
export type PeriodChartConfig = (ChartConfig & PeriodChoice)

/**
 * Definitions shared by the component config and data schemas.
 */
export interface Common {
[k: string]: unknown
}
/**
 * A text per locale; at least one.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "localizedText".
 */
export interface LocalizedText {
[k: string]: string
}
/**
 * A period link of its own: buckets of `months` months (dividing the year), the first starting in month `firstMonth` of each year (January unless given), labelled by their first and last month.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "customPeriod".
 */
export interface CustomPeriod {
extname: string
title: LocalizedText
months: (1 | 2 | 3 | 4 | 6 | 12)
firstMonth?: number
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "tableHeader".
 */
export interface TableHeader {
extname?: string
title: string
rightAlign?: boolean
sortable?: boolean
}
/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "tableRow".
 */
export interface TableRow {
id?: (number | string)
cells: unknown[]
}
/**
 * This component makes no data call of its own.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "noData".
 */
export interface NoData {

}
/**
 * The settings every chart type shares (spec 2 section 3). A chart config schema composes it and closes it with unevaluatedProperties: false.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "chartConfig".
 */
export interface ChartConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * Accepted from earlier configurations; the component type decides how the chart is drawn.
 */
chartType?: string
/**
 * Bars of one period stacked on each other instead of side by side.
 */
stacked?: boolean
/**
 * The lowest value of the y axis (from the data when not given).
 */
lowerY?: number
/**
 * The highest value of the y axis (from the data when not given).
 */
upperY?: number
/**
 * Accepted from earlier configurations; the number of interviews shows in each point's tooltip.
 */
showInterviews?: boolean
/**
 * The legend as a column at the right of the chart (at the bottom on narrow screens) instead of a row below it.
 */
verticalLegend?: boolean
/**
 * The downloads the chart offers (print, images, PDF); none when not given.
 */
exportFormats?: ExportFormat[]
}
/**
 * The period links a chart or selection block offers and the one it opens on.
 * 
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "periodChoice".
 */
export interface PeriodChoice {
/**
 * Period links offered, in order.
 */
periods?: PeriodType[]
/**
 * A period type or a custom period extname.
 */
defaultPeriod?: (PeriodType | string)
/**
 * Period links of the survey's own, offered after the standard ones.
 */
customPeriods?: CustomPeriod[]
}
