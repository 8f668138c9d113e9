/* Generated from schemas/api/survey-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ApiKey } from './api-key.gen.ts';

/**
 * GET vuejs/surveys/list/{survey}: the universe's surveys (spec 3 section 3, Survey row) and the API keys of the survey in the path.
 */
export interface SurveyList {
surveyRows: SurveyListRow[]
apiKeyRows: ApiKey[]
}
/**
 * A survey of the universe: interviews it holds, members whose role opens it, and its metainterview flags.
 * 
 * This interface was referenced by `SurveyList`'s JSON-Schema
 * via the `definition` "SurveyRow".
 */
export interface SurveyListRow {
id: number
name: string
universeName: string
tag: string
textTag: string
nInterviews: number
nUsers: number
disabled: boolean
samplesOpen: boolean
}
