/**
 * Interview calls (spec 1 section 7): the interview, its comments, sharing, and the public shared interview.
 * Handlers stay thin; the rules are in server/interviews/.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from './guards';
import { withInterview } from '../interviews/access';
import { addComment } from '../interviews/comments';
import { buildInterviewData } from '../interviews/data';
import { sharedInterviewHtml } from '../interviews/shared-page';
import { shareInterview, sharedInterview, sharedInterviewPath } from '../interviews/sharing';
import { errors } from './error-responses';
import type { AddInterviewCommentRequest } from '../../schemas/api/add-interview-comment-request.gen';
import type { InterviewComment } from '../../schemas/api/interview-comment.gen';
import type { InterviewData } from '../../schemas/api/interview-data.gen';
import type { ShareInterviewAnswer } from '../../schemas/api/share-interview-answer.gen';
import type { ShareInterviewRequest } from '../../schemas/api/share-interview-request.gen';
import type { SharedInterview } from '../../schemas/api/shared-interview.gen';
import type { SharedInterviewParams } from '../../schemas/api/params/shared-interview-params.gen';
import type { SurveyRowParams } from '../../schemas/api/params/survey-row-params.gen';
import { requestLocale } from '../i18n';

export async function interviewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyRowParams; Reply: InterviewData }>(
    '/vuejs/interview/:survey/:id',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'One interview with its answers, background, comments, related interviews and sharing flag',
        tags: ['interview'],
        params: { $ref: 'SurveyRowParams#' },
        response: { 200: { $ref: 'InterviewData#' }, ...errors },
      },
    },
    (request) => withInterview(ctx.db, callerOf(request), request.params, 'read', (a, rec) => buildInterviewData(a, rec, { scope: a.scope, isRoot: a.isRoot })),
  );

  app.post<{ Params: SurveyRowParams; Body: AddInterviewCommentRequest; Reply: InterviewComment }>(
    '/vuejs/interview/addcomment/:survey/:id',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: 'Adds a comment (1 to 4000 characters after trimming) to an interview; answers the stored comment',
        tags: ['interview'],
        params: { $ref: 'SurveyRowParams#' },
        body: { $ref: 'AddInterviewCommentRequest#' },
        response: { 200: { $ref: 'InterviewComment#' }, ...errors },
      },
    },
    (request) => withInterview(ctx.db, callerOf(request), request.params, 'write', (a, rec) => addComment(a, rec.id, a.userId, request.body.message)),
  );

  app.post<{ Params: SurveyRowParams; Body: ShareInterviewRequest; Reply: ShareInterviewAnswer }>(
    '/vuejs/interview/share/:survey/:id',
    {
      config: { access: { role: 'signedIn', scope: 'unit' } },
      schema: {
        summary: "Publishes an interview for a network (FACEBOOK, LINKEDIN): its public address and the network's share dialog",
        tags: ['interview'],
        params: { $ref: 'SurveyRowParams#' },
        body: { $ref: 'ShareInterviewRequest#' },
        response: { 200: { $ref: 'ShareInterviewAnswer#' }, ...errors },
      },
    },
    (request) =>
      withInterview(ctx.db, callerOf(request), request.params, 'write', (a, rec) => shareInterview(a, rec, a.userId, request.body.network, ctx.config.publicUrl)),
  );

  // Public on purpose: the token is a 256-bit random secret (see server/interviews/sharing.ts), and the answer
  // holds no personal data. Browsers and link previews asking for HTML get a page, API clients JSON.
  app.get<{ Params: SharedInterviewParams; Reply: SharedInterview | string }>(
    '/vuejs/sharing/interview/:survey/:id/:token',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'A published interview, without personal data, for its share token (no sign-in)',
        tags: ['interview'],
        security: [],
        params: { $ref: 'SharedInterviewParams#' },
        response: { 200: { $ref: 'SharedInterview#' }, ...errors },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request.headers['accept-language']);
      const data = await sharedInterview(ctx.db, request.params, locale);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html') && !accept.includes('application/json')) {
        const { survey, id, token } = request.params;
        return reply.type('text/html; charset=utf-8').send(sharedInterviewHtml(data, locale, `${ctx.config.publicUrl}${sharedInterviewPath(survey, id, token)}`));
      }
      return data;
    },
  );
}
