/* Generated from schemas/components/gamificationOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Gamification (GET vuejs/gamification/overview/{survey}/{id}/{path}).
 */
export interface GamificationOverviewData {
awards: ({
type: "TopMarksAward"
obtained: boolean
score?: number
} | {
type: "StreakAward"
streakType?: string
obtained: boolean
score?: number
obtainedImageURL?: string
notObtainedImageURL?: string
})[]
chartData: {
categories: string[]
points: (number | null)[]
record?: number
}
}
