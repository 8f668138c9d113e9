/* Generated from schemas/api/text-analytics.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/textanalytics/result/{survey}/{id}: the comments of the drill unit (period, filters and the caller's scope applied) as positive, negative and neutral shares with their top categories (overviewDTO), and every category with its sentiment shares and its results per text question, most mentioned first.
 */
export interface TextAnalytics {
overviewDTO: {
nInterviews: number
/**
 * Interviews with at least one analysed comment.
 */
nCommentInterviews: number
positiveFeedback: FeedbackShare
negativeFeedback: FeedbackShare
neutralFeedback: FeedbackShare
}
categories: FeedbackCategory[]
}
/**
 * The positive, negative or neutral part of the comments (percent of the comments; null without comments), with its top three categories' titles.
 * 
 * This interface was referenced by `TextAnalytics`'s JSON-Schema
 * via the `definition` "feedbackShare".
 */
export interface FeedbackShare {
feedbackPercentage: (number | null)
feedbackPercentageTitle: string
topCategories: string[]
}
/**
 * This interface was referenced by `TextAnalytics`'s JSON-Schema
 * via the `definition` "feedbackCategory".
 */
export interface FeedbackCategory {
id: string
title: string
/**
 * Comments that mention the category.
 */
count: number
percentagePositives: number
percentageNegatives: number
percentageNeutrals: number
questionResults: QuestionResult[]
}
export interface QuestionResult {
question: string
title: string
count: number
percentagePositives: number
percentageNegatives: number
percentageNeutrals: number
/**
 * The shares as positive / neutral / negative percent, e.g. "62 / 8 / 30 %".
 */
percentageText: string
}
