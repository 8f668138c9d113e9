/* Generated from schemas/api/report-menu.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The report kinds a survey enables through its report flags, in menu order.
 */
export interface ReportMenu {
reports: {
kind: ("rankingreport" | "interviewsreport" | "alertsreport" | "actionsreport" | "indicatorsreport" | "samplesreport" | "sampletablereport" | "benchmarkreport" | "benchmarkpdf" | "interviewpdf")
format: ("xlsx" | "pdf")
}[]
}
