/* Generated from schemas/entities/surveyConfiguration.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from '../components/common.gen.ts';
import type { PageDescriptor } from '../page/page.gen.ts';

/**
 * A survey's configuration as authored in its CONFIGURATION script (YAML): views, pages and the survey's settings (spec 1 section 3, Survey).
 */
export interface SurveyConfiguration {
title?: (string | LocalizedText)
/**
 * @minItems 1
 */
views?: {
extName: string
title?: (string | LocalizedText)
startPath?: string
}[]
/**
 * @minItems 1
 */
pages: PageDescriptor[]
/**
 * extname of the default page; the first page when missing.
 */
startPage?: string
startFilter?: string
alertFilter?: string
standardFilterSet?: unknown
timeFilterSet?: unknown
reports?: {
extName: string
title?: (string | LocalizedText)
}[]
enableRankingListReport?: boolean
systemMessage?: unknown
localeText?: unknown
campaigns?: unknown
/**
 * The alert list and the alert page (spec 1 sections 2.7 and 2.8): initial sorting, list columns, the score question and the questions answered when an alert is processed or closed.
 */
alerts?: {
/**
 * Initial sort column of the alert list.
 */
sortBy?: ("createdAt" | "interviewDate" | "state" | "unit" | "score" | "id")
/**
 * Initial sort direction of the alert list (descending when true).
 */
sortDesc?: boolean
rowsPerPage?: number
/**
 * Columns of the default alert table, in order.
 * 
 * @minItems 1
 */
columns?: ("id" | "state" | "createdAt" | "interviewDate" | "unit" | "score" | "comment")[]
/**
 * The interview question shown as the alert's score (the survey's overall driver when missing).
 */
scoreQuestion?: string
questions?: {
questionId: string
type: ("Text" | "Number" | "choice")
title: (string | LocalizedText)
/**
 * Choice questions: the options (choiceId 0 means none chosen and is not allowed).
 */
reasons?: {
choiceId: number
title: (string | LocalizedText)
}[]
}[]
}
}
