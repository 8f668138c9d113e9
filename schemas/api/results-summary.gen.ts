/* Generated from schemas/api/results-summary.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Results block (spec 2 section 3).
 */
export interface ResultsSummary {
selectionTime: string
trendTime: string
driverGroups: ResultSummaryGroup[]
loyaltySatisfactionGroups: ResultSummaryGroup[]
resultGroups: ResultSummaryGroup[]
}
/**
 * This interface was referenced by `ResultsSummary`'s JSON-Schema
 * via the `definition` "resultGroup".
 */
export interface ResultSummaryGroup {
title: string
questionAnswers: ResultItem[]
numericQuestionAnswers: ResultItem[]
}
/**
 * This interface was referenced by `ResultsSummary`'s JSON-Schema
 * via the `definition` "resultItem".
 */
export interface ResultItem {
extName: string
title: string
value: (number | null)
valueTrend: (number | null)
diff: (number | null)
goal: (number | null)
goalStatus: (number | null)
/**
 * Lower is better (e.g. customer effort): a rise is worse. Sent only when true.
 */
inverse?: boolean
}
