/* Generated from schemas/api/shared-interview.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { FaceIcon, LabelValue, ResultGroup } from './interview-data.gen.ts';

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
faceIcon: FaceIcon
openQuestionsData: LabelValue[]
resultGroupsData: ResultGroup[]
}
