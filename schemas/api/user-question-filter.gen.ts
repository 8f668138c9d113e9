/* Generated from schemas/api/user-question-filter.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * One question filter of a user in a survey (spec 3 User question filter): the values are ';'-joined; required ones may not be empty.
 */
export interface UserQuestionFilter {
title: string
variable: string
questionId: string
surveyName: string
globalName: string
value: string
required: boolean
changed?: boolean
}
