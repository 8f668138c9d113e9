/* Generated from schemas/api/params/comments-download-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SearchSort, SearchText } from '../text-search-request.gen.ts';

/**
 * GET vuejs/textanalytics/downloadcomments/...?authtoken=&search=&sortBy=&sortDesc= (spec 2 section 7: auth and search as query): the session token (a plain link cannot send headers; the Authorization header is also accepted) and the question search whose matching comments the Excel file lists (every comment when the search is absent or blank).
 */
export interface CommentsDownloadQuery {
authtoken?: string
search?: SearchText
sortBy?: SearchSort
sortDesc?: boolean
}
