/**
 * Text analytics calls (spec 2 section 7, `vuejs/textanalytics/*`; issue 14): the overview of the comments, the
 * comment search, the question search and its Excel download (made in the request by the report builders, the
 * session token accepted as `?authtoken=` since the spec makes it a link).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { downloadReport } from '../reports/direct';
import { withSurvey } from '../survey/with-survey';
import { textAnalyticsResult } from '../text/overview';
import { searchComments } from '../text/search';
import { fileAnswer, sendFile } from './attachment';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { TextAnalytics } from '../../schemas/api/text-analytics.gen';
import type { TextSearchRequest } from '../../schemas/api/text-search-request.gen';
import type { TextSearchResult } from '../../schemas/api/text-search-result.gen';
import type { CommentsDownloadQuery } from '../../schemas/api/params/comments-download-query.gen';
import type { ComponentParams } from '../../schemas/api/params/component-params.gen';
import type { TextAnalyticsParams } from '../../schemas/api/params/text-analytics-params.gen';
import type { TextAnalyticsQuery } from '../../schemas/api/params/text-analytics-query.gen';

const tags = ['textanalytics'];
const unitAccess = { access: { role: 'signedIn', scope: 'unit' } } as const;

export async function textAnalyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: TextAnalyticsParams; Querystring: TextAnalyticsQuery; Reply: TextAnalytics }>(
    '/vuejs/textanalytics/result/:survey/:id',
    {
      config: unitAccess,
      schema: {
        summary: "Text analytics overview: the drill unit's comments (?path=, the top unit in the caller's scope when absent) as positive, negative and neutral shares with top categories, and every category with its sentiment per text question",
        tags,
        params: { $ref: 'TextAnalyticsParams#' },
        querystring: { $ref: 'TextAnalyticsQuery#' },
        response: { 200: { $ref: 'TextAnalytics#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => textAnalyticsResult(a, request.params.id, request.query.path)),
  );

  app.post<{ Params: TextAnalyticsParams; Body: TextSearchRequest; Reply: TextSearchResult }>(
    '/vuejs/textanalytics/search/:survey/:id',
    {
      config: unitAccess,
      schema: {
        summary: 'Feedback search: one page (25 rows) of the comments whose words match the search text (plain words in each comment\'s language), in the drill unit of body.path, sorted as asked',
        tags,
        params: { $ref: 'TextAnalyticsParams#' },
        querystring: { $ref: 'NoQuery#' },
        body: { $ref: 'TextSearchRequest#' },
        response: { 200: { $ref: 'TextSearchResult#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) =>
        searchComments(a, request.params.id, ['feedbackSearch'], request.body.path, request.body),
      ),
  );

  app.post<{ Params: ComponentParams; Body: TextSearchRequest; Reply: TextSearchResult }>(
    '/vuejs/textanalytics/searchquestions/:survey/:id/:path',
    {
      config: unitAccess,
      schema: {
        summary: "Question search: one page (25 rows) of the matching comments of the component's text questions in the drill unit, each with its question",
        tags,
        params: { $ref: 'ComponentParams#' },
        querystring: { $ref: 'NoQuery#' },
        body: { $ref: 'TextSearchRequest#' },
        response: { 200: { $ref: 'TextSearchResult#' }, ...errors },
      },
    },
    (request) =>
      withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) =>
        searchComments(a, request.params.id, ['questionSearch'], request.params.path, request.body),
      ),
  );

  app.get<{ Params: ComponentParams; Querystring: CommentsDownloadQuery }>(
    '/vuejs/textanalytics/downloadcomments/:survey/:id/:path',
    {
      config: { ...unitAccess, tokenInQuery: true },
      schema: {
        summary: "Comments download (.xlsx): every comment the question search finds for ?search= in the drill unit, with the table's columns, its context on top",
        tags,
        params: { $ref: 'ComponentParams#' },
        querystring: { $ref: 'CommentsDownloadQuery#' },
        response: { 200: fileAnswer('The comments (attachment, .xlsx)'), ...errors },
      },
    },
    async (request, reply) => {
      const { survey, id, path } = request.params;
      const { search, sortBy, sortDesc } = request.query;
      return sendFile(
        reply,
        await downloadReport(ctx.db, callerOf(request), survey, 'commentsreport', { path, component: id, filterTerm: search ?? '', ...(sortBy ? { sortBy } : {}), ...(sortDesc !== undefined ? { sortDesc } : {}) }),
      );
    },
  );
}
