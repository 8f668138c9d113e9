/* Generated from schemas/api/interview-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { InterviewComment } from './interview-comment.gen.ts';

/**
 * One interview as the interview page shows it (spec 1 sections 2.9 and 3, Interview data).
 */
export interface InterviewData {
interviewId: number
surveyTitle: string
unitName: string
/**
 * Drill path of the unit the interview belongs to
 */
unitPath?: string
respondedAt: string
/**
 * Sample state: 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled
 */
state: number
isCompleted: boolean
highlights: {
type: ("loyalty" | "alert" | "score")
data: {
segment?: ("promoter" | "passive" | "detractor")
title?: string
value?: string
alertId?: number
alertState?: number
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 */
icon?: ("happy" | "neutral" | "sad" | "none")
}
}[]
backgroundGroups: {
extname: string
title: string
questionAnswers: {
extname: string
title: string
value: string
/**
 * date: an ISO date the client shows as day/month-year (N/A when empty).
 */
type?: ("text" | "number" | "date")
}[]
}[]
openQuestionsData: {
label: string
value: string
}[]
starredQuestionsData: {
label: string
value: string
}[]
resultGroupsData: {
label: string
answers: {
label: string
value: string
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 */
icon: ("happy" | "neutral" | "sad" | "none")
}[]
}[]
tableGroups: {
extname: string
title: string
columns: {
extname: string
title: string
rightAlign: boolean
/**
 * date: an ISO date the client shows as day/month-year (N/A when empty).
 */
type?: ("text" | "number" | "date")
}[]
rows: {
cells: string[]
}[]
}[]
recordGroups: {
extname: string
title: string
columns: {
extname: string
title: string
rightAlign: boolean
/**
 * date: an ISO date the client shows as day/month-year (N/A when empty).
 */
type?: ("text" | "number" | "date")
}[]
rows: {
cells: string[]
}[]
}[]
comments: InterviewComment[]
mailTrackingsData: {
stats: (null | {
email: string
totalSent: number
totalOpened: number
shareOpened: number
totalClicked: number
})
rows: {
id: number
date: string
name: string
state: string
views: number
clicks: number
recording?: string
}[]
}
showInternalValues: boolean
enableSharing: boolean
headerVariableTitle: string
sidebarData: {
header: string
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 */
faceIcon: ("happy" | "neutral" | "sad" | "none")
rating: (number | null)
ratingText?: string
/**
 * @maxItems 8
 */
bgAnswers: {
extname: string
title: string
value: string
/**
 * date: an ISO date the client shows as day/month-year (N/A when empty).
 */
type?: ("text" | "number" | "date")
}[]
/**
 * @maxItems 10
 */
interviewLinks: {
interviewId: number
/**
 * ISO date of the answer (the client shows day/month-year)
 */
label: string
/**
 * The rating as shown
 */
value: string
rating: (number | null)
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 */
faceIcon: ("happy" | "neutral" | "sad" | "none")
isCompleted: boolean
isSelected: boolean
}[]
showDevelopmentChart: boolean
chartData: {
/**
 * ISO dates of the related interviews, oldest first
 */
categories: string[]
title: string
data: (number | null)[]
}
}
}
