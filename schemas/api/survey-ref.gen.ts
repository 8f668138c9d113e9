/* Generated from schemas/api/survey-ref.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface SurveyRef {
extName: string
title: string
[k: string]: unknown
}
