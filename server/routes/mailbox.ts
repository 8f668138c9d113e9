import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireRoot } from './guards';

/** The dev mailbox: mail the embedded SMTP server received (root only; it holds reset links). */
export async function mailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/dev/mailbox',
    {
      config: { access: { role: 'root' } },
      schema: {
        summary: 'Mail received by the embedded SMTP server, newest first (root)',
        tags: ['dev'],
        response: { 200: { $ref: 'Mailbox#' }, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      await requireRoot(ctx, request);
      return { embedded: ctx.mailer.embedded, messages: await ctx.mailer.list(200) };
    },
  );
}
