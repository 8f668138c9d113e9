/* Generated from schemas/components/questionSearch/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextSearchResult } from '../../api/text-search-result.gen.ts';

/**
 * Question search (POST vuejs/textanalytics/searchquestions/{survey}/{id}/{path}).
 */
export type QuestionSearchData = TextSearchResult
