/* Generated from schemas/api/global-overview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { IndicatorBlock } from './indicator-block.gen.ts';

/**
 * A time span ending today: the last 7, 30 or 90 days, or the last 12 months.
 * 
 * This interface was referenced by `GlobalOverview`'s JSON-Schema
 * via the `definition` "timeSpanName".
 */
export type IndicatorTimeSpan = ("last7days" | "last30days" | "last90days" | "last12months")

/**
 * The global overview (spec 2 sections 2 and 3, GET vuejs/indicators/overview/{survey}/{id}?timespan=): welcome and click texts, the time spans to choose from and one indicator block per survey the caller may see.
 */
export interface GlobalOverview {
/**
 * The configured welcome text in the caller's locale; absent, the app greets in its own words.
 */
welcomeText?: string
/**
 * The configured hint above the blocks in the caller's locale; absent, the app's own.
 */
clickText?: string
/**
 * The time span the blocks are for (the asked one, else the configured default).
 */
timeSpan: string
timeFilters: IndicatorTimeFilter[]
indicatorBlocks: IndicatorBlock[]
}
/**
 * This interface was referenced by `GlobalOverview`'s JSON-Schema
 * via the `definition` "timeFilter".
 */
export interface IndicatorTimeFilter {
title: string
extName: IndicatorTimeSpan
}
