/* Generated from schemas/api/interview-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { InterviewComment } from './interview-comment.gen.ts';

/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "loyaltySegment".
 */
export type LoyaltySegment = ("promoter" | "passive" | "detractor")
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 * 
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "faceIcon".
 */
export type FaceIcon = ("happy" | "neutral" | "sad" | "none")
/**
 * date: an ISO date the client shows as day/month-year (N/A when empty).
 * 
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "valueType".
 */
export type ValueType = ("text" | "number" | "date")

/**
 * One interview as the interview page shows it (spec 1 sections 2.9 and 3, Interview data).
 */
export interface InterviewData {
interviewId: number
/**
 * True when the caller's role lacks canViewAnon: names and contact data were left out (null or empty) and the client shows them as hidden.
 */
contactHidden?: boolean
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
highlights: Highlight[]
backgroundGroups: {
extname: string
title: string
questionAnswers: QuestionAnswer[]
}[]
openQuestionsData: LabelValue[]
starredQuestionsData: LabelValue[]
resultGroupsData: ResultGroup[]
tableGroups: InterviewTable[]
recordGroups: InterviewTable[]
comments: InterviewComment[]
mailTrackingsData: MailTrackings
showInternalValues: boolean
enableSharing: boolean
headerVariableTitle: string
sidebarData: {
header: string
faceIcon: FaceIcon
rating: (number | null)
ratingText?: string
/**
 * @maxItems 8
 */
bgAnswers: QuestionAnswer[]
/**
 * @maxItems 10
 */
interviewLinks: InterviewLink[]
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
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "highlight".
 */
export interface Highlight {
type: ("loyalty" | "alert" | "score")
data: {
segment?: LoyaltySegment
title?: string
value?: string
alertId?: number
alertState?: number
icon?: FaceIcon
}
}
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "questionAnswer".
 */
export interface QuestionAnswer {
extname: string
title: string
value: string
type?: ValueType
}
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "labelValue".
 */
export interface LabelValue {
label: string
value: string
}
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "resultGroup".
 */
export interface ResultGroup {
label: string
answers: {
label: string
value: string
icon: FaceIcon
}[]
}
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "interviewTable".
 */
export interface InterviewTable {
extname: string
title: string
columns: {
extname: string
title: string
rightAlign: boolean
type?: ValueType
}[]
rows: {
cells: string[]
}[]
}
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "mailTrackings".
 */
export interface MailTrackings {
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
/**
 * This interface was referenced by `InterviewData`'s JSON-Schema
 * via the `definition` "interviewLink".
 */
export interface InterviewLink {
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
faceIcon: FaceIcon
isCompleted: boolean
isSelected: boolean
}
