/** The text analytics calls of spec 2 section 7 (`vuejs/textanalytics/*`): the overview, the searches and the comments download. */
import { queryOptions } from '@tanstack/react-query';
import type { TextAnalytics } from '../../schemas/api/text-analytics.gen.ts';
import type { SearchSort, TextSearchRequest } from '../../schemas/api/text-search-request.gen.ts';
import type { TextSearchResult } from '../../schemas/api/text-search-result.gen.ts';
import type { CommentsDownloadQuery } from '../../schemas/api/params/comments-download-query.gen.ts';
import type { ApiCaller, ApiReader } from './client.ts';
import { apiUrl } from './client.ts';
import { callPath } from './path.ts';
import { encodeSegment } from '../session/navigation.ts';

export type { TextAnalytics, TextSearchResult, SearchSort };

/** What a reader asked a search table for: the words, the page (0 first) and the sort. */
export interface CommentSearch {
  text: string;
  page: number;
  sortBy?: SearchSort;
  sortDesc?: boolean;
}

export const NO_SEARCH: CommentSearch = { text: '', page: 0 };

const requestOf = (search: CommentSearch): TextSearchRequest => ({
  text: search.text,
  page: search.page,
  ...(search.sortBy ? { sortBy: search.sortBy } : {}),
  ...(search.sortDesc !== undefined ? { sortDesc: search.sortDesc } : {}),
});

/** GET vuejs/textanalytics/result/{survey}/{id}?path=: one cache entry per component and drill path. */
export function textAnalyticsQuery(api: ApiReader, surveyExtName: string, componentId: string, drillPath: string) {
  return queryOptions({
    queryKey: ['text-analytics', surveyExtName, componentId, drillPath],
    queryFn: ({ signal }) => api.get<TextAnalytics>(callPath('vuejs/textanalytics/result', surveyExtName, componentId), { signal, query: { path: drillPath } }),
  });
}

/** POST vuejs/textanalytics/search/{survey}/{id}: the feedback search, the drill path in the body. */
export function feedbackSearchQuery(api: ApiCaller, surveyExtName: string, componentId: string, drillPath: string, search: CommentSearch = NO_SEARCH) {
  return queryOptions({
    queryKey: ['text-search', surveyExtName, componentId, drillPath, search.text, search.page, search.sortBy ?? null, search.sortDesc ?? null],
    queryFn: ({ signal }) => api.post<TextSearchResult>(callPath('vuejs/textanalytics/search', surveyExtName, componentId), { ...requestOf(search), path: drillPath }, { signal }),
  });
}

/** POST vuejs/textanalytics/searchquestions/{survey}/{id}/{path}: the question search. */
export function questionSearchQuery(api: ApiCaller, surveyExtName: string, componentId: string, drillPath: string, search: CommentSearch = NO_SEARCH) {
  return queryOptions({
    queryKey: ['question-search', surveyExtName, componentId, drillPath, search.text, search.page, search.sortBy ?? null, search.sortDesc ?? null],
    queryFn: ({ signal }) => api.post<TextSearchResult>(`${callPath('vuejs/textanalytics/searchquestions', surveyExtName, componentId)}/${encodeSegment(drillPath)}`, requestOf(search), { signal }),
  });
}

/** GET vuejs/textanalytics/downloadcomments/{survey}/{id}/{path}?search=: the link of the question search's Excel download. */
export function commentsDownloadPath(surveyExtName: string, componentId: string, drillPath: string, search: CommentSearch): string {
  const query = { search: search.text, ...(search.sortBy ? { sortBy: search.sortBy } : {}), ...(search.sortDesc !== undefined ? { sortDesc: search.sortDesc } : {}) } satisfies CommentsDownloadQuery;
  return apiUrl(`${callPath('vuejs/textanalytics/downloadcomments', surveyExtName, componentId)}/${encodeSegment(drillPath)}`, query);
}
