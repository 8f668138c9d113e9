/* Generated from schemas/api/report-menu.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A report the survey can produce (spec 1 section 7): its kind names the call that starts it.
 * 
 * This interface was referenced by `ReportMenu`'s JSON-Schema
 * via the `definition` "reportKind".
 */
export type ReportKind = ("rankingreport" | "interviewsreport" | "alertsreport" | "actionsreport" | "indicatorsreport" | "samplesreport" | "sampletablereport" | "recordtablereport" | "commentsreport" | "benchmarkreport" | "benchmarkpdf" | "interviewpdf" | "lettersarchive")

/**
 * The report kinds a survey enables through its report flags, in menu order.
 */
export interface ReportMenu {
reports: {
kind: ReportKind
format: ("xlsx" | "pdf")
}[]
}
