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
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "customPeriod".
 */
export interface CustomPeriod {
extname: string
title: LocalizedText
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
