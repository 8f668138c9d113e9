/* Generated from schemas/api/shared-interview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A published interview (spec 1 section 4, Interview sharing): no personal data, no staff comments, no background answers.
 */
export interface SharedInterview {
interviewId: number
surveyTitle: string
unitName: string
/**
 * ISO date (day only)
 */
respondedAt: string
rating: (number | null)
ratingText: string
/**
 * Face icon by score: happy, neutral, sad; none without a score.
 */
faceIcon: ("happy" | "neutral" | "sad" | "none")
openQuestionsData: {
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
}
