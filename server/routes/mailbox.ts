import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { devMailbox } from '../mail/dev-mailbox';
import { callerOf } from './guards';

/**
 * The dev mailbox: mail the embedded SMTP server received and SMS the embedded sink stored, a development aid. Off unless DEV_MAILBOX=on;
 * a universe's mail for its administrators only, never to a session acting as someone else, and never a
 * secret mail (reset links: the operator finds those under MAIL_DIR).
 */
export async function mailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/dev/mailbox',
    {
      config: { access: { role: 'universeAdmin', doing: 'read the dev mailbox' } },
      schema: {
        summary: "Mail received by the embedded SMTP server and SMS stored by the embedded SMS sink for the session's universe, newest first (its administrators; DEV_MAILBOX=on)",
        tags: ['dev'],
        response: { 200: { $ref: 'Mailbox#' }, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' } },
      },
    },
    // Administrators of the universe only, never an impersonating session: the access declaration (plugins/access.ts).
    (request) => devMailbox(ctx.mailer, ctx.sms, ctx.config.devMailbox, callerOf(request)),
  );
}
