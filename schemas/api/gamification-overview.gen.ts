/* Generated from schemas/api/gamification-overview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Gamification overview (spec 2 sections 3 and 7, GET vuejs/gamification/overview/{survey}/{id}/{path}): the drill unit's awards, computed on the server from its results (rules in the README, "Gamification awards"), and its personal-performance chart.
 */
export interface GamificationOverview {
awards: (TopMarksAward | StreakAward)[]
chartData: PerformanceChart
}
/**
 * Obtained when the unit's value in the last period ranks among the top `topN` of its siblings (the unit and the other children of its parent, those with a value).
 * 
 * This interface was referenced by `GamificationOverview`'s JSON-Schema
 * via the `definition` "topMarksAward".
 */
export interface TopMarksAward {
type: "TopMarksAward"
obtained: boolean
/**
 * The unit's value in the last period; absent without answers.
 */
score?: number
/**
 * The unit's place among its siblings in the last period (1 is best; the variable's direction counts).
 */
rank?: number
/**
 * How many siblings (the unit included) had a value in the last period.
 */
contenders?: number
topN: number
obtainedImageURL?: string
notObtainedImageURL?: string
}
/**
 * Obtained when the unit's latest run of consecutive periods (ending with the last period) is at least `length` long: `improving`, each value better than the period before; `aboveGoal`, each value at or better than the goal.
 * 
 * This interface was referenced by `GamificationOverview`'s JSON-Schema
 * via the `definition` "streakAward".
 */
export interface StreakAward {
type: "StreakAward"
streakType: ("improving" | "aboveGoal")
obtained: boolean
/**
 * The periods in the unit's current run.
 */
score: number
/**
 * The run the award asks for.
 */
length: number
obtainedImageURL?: string
notObtainedImageURL?: string
}
/**
 * The unit's value per period (categories are period buckets such as 2026-11 or 2026-W49, read as core/dates formatPeriodLabel shows them) and its record: the best value among the points.
 * 
 * This interface was referenced by `GamificationOverview`'s JSON-Schema
 * via the `definition` "performanceChart".
 */
export interface PerformanceChart {
/**
 * The variable's title in the caller's locale.
 */
title: string
categories: string[]
points: (number | null)[]
record?: number
}
