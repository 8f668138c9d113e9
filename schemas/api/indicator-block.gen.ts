/* Generated from schemas/api/indicator-block.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * One survey's indicators for the caller (GET vuejs/indicators/block/{survey}/{id}?timespan=, and each block of the global overview): interviews in the time span, open alerts now and the survey's headline variable over the time span, all counted only inside the caller's role scope (server/indicators/figures.ts, which the login status 6 overview also counts with).
 */
export interface IndicatorBlock {
/**
 * The survey's ext name.
 */
survey: string
/**
 * The survey's title.
 */
title: string
/**
 * The time span's ext name the figures are for.
 */
timeSpan: string
figures: IndicatorFigure[]
/**
 * The survey's start page: where a click on the block goes.
 */
startPage: string
/**
 * The caller's top unit of the survey (their drill path there).
 */
startPath: string
}
/**
 * This interface was referenced by `IndicatorBlock`'s JSON-Schema
 * via the `definition` "indicatorFigure".
 */
export interface IndicatorFigure {
/**
 * interviews: completed interviews in the time span; openAlerts: alerts open now; variable: the headline variable over the time span.
 */
key: ("interviews" | "openAlerts" | "variable")
title: string
value: (number | null)
formattedValue: string
/**
 * The headline variable's goal, when it has one.
 */
goal?: (number | null)
}
