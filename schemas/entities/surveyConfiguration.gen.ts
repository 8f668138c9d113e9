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
/**
 * Which reports the report menu offers for this survey (spec 1 section 3, Survey report-enable flags).
 */
reportFlags?: {
excelBenchmark?: boolean
interviews?: boolean
alerts?: boolean
actions?: boolean
samples?: boolean
indicators?: boolean
pdfBenchmark?: boolean
singleInterview?: boolean
}
systemMessage?: unknown
localeText?: unknown
campaigns?: unknown
}
