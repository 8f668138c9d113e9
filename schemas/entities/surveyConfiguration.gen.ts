/* Generated from schemas/entities/surveyConfiguration.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { LocalizedText } from '../components/common.gen.ts';
import type { SampleTableConfig } from '../components/sampleTable/config.gen.ts';
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
 * Ranking configurations by name (`default` is the ranking screen's): the variable ranked by, the columns, and the columns whose leaf cells open a details dialog.
 */
rankings?: {
[k: string]: {
rankingVar: string
columns: string[]
/**
 * Columns whose cells in leaf rows open the cell details dialog (GET vuejs/sample/celldetails).
 */
detailsVariables?: string[]
}
}
/**
 * Sample table configurations by id (spec 1 section 3): the sample list call names one; `default` is the list screen's.
 */
sampleTables?: {
[k: string]: SampleTableConfig
}
}
