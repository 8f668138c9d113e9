/* Generated from schemas/components/textAnalytics/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Text analytics (GET vuejs/textanalytics/result/{survey}/{id}).
 */
export interface TextAnalyticsData {
overviewDTO: {
nInterviews: number
nCommentInterviews: number
positiveFeedback: {
feedbackPercentage: (number | null)
feedbackPercentageTitle?: string
topCategories?: unknown[]
}
negativeFeedback: {
feedbackPercentage: (number | null)
feedbackPercentageTitle?: string
topCategories?: unknown[]
}
neutralFeedback: {
feedbackPercentage: (number | null)
feedbackPercentageTitle?: string
topCategories?: unknown[]
}
}
categories: {
title: string
percentagePositives?: number
percentageNegatives?: number
percentageNeutrals?: number
questionResults?: {
title: string
percentageText?: string
}[]
}[]
}
