import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { UserService } from '../accounts/users';
import { text } from '../i18n';
import { pickIdpLocale, shortWait } from './messages';
import { loginPage, messagePage } from './pages';

const MAX_FORM_BYTES = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error('The form is too large.'), { statusCode: 413 });
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Mounts the embedded OpenID Connect provider under /idp, with our own localised sign-in page in
 * place of the provider's development screens. Bodies are left unread so the provider parses its own.
 */
export async function idpPlugin(app: FastifyInstance, opts: { provider: Provider; users: UserService; publicUrl: string }) {
  const { provider, users } = opts;
  const callback = provider.callback();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

  const localeFor = (request: FastifyRequest, params: Record<string, unknown> | undefined) =>
    pickIdpLocale(params?.ui_locales, request.headers['accept-language']);

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeFor(request, undefined);
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(messagePage(locale, text(locale, 'idp.errorTitle'), text(locale, 'idp.expired'), { href: `${opts.publicUrl}/new/`, text: text(locale, 'idp.backToApp') }));
  };

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (!details || details.uid !== request.params.uid) return expired(request, reply);
    if (details.prompt.name !== 'login') {
      // Consent is never asked of our own client: the grant is loaded by loadExistingGrant.
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { consent: {} }, { mergeWithLastSubmission: true });
      return;
    }
    const locale = localeFor(request, details.params);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPage({ locale, action: `/idp/interaction/${details.uid}/login` }));
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (!details || details.uid !== request.params.uid || details.prompt.name !== 'login') return expired(request, reply);
    const form = await readForm(request.raw);
    const username = (form.get('username') ?? '').trim();
    const password = form.get('password') ?? '';
    const locale = localeFor(request, details.params);
    const result = username && password ? await users.signIn(username, password, request.ip) : null;
    if (!result?.ok) {
      request.log.info({ username, reason: result?.reason ?? 'missing_fields' }, 'embedded sign-in refused');
      const error = !result
        ? text(locale, 'idp.missingFields')
        : result.reason === 'unknown_user'
          ? text(locale, 'idp.unknownUser', { username })
          : result.reason === 'wrong_password'
            ? text(locale, 'idp.wrongPassword')
            : result.reason === 'account_disabled'
              ? text(locale, 'idp.accountDisabled')
              : text(locale, 'idp.tooManyAttempts', { wait: shortWait(result.retryAfterSeconds) });
      if (result?.reason === 'too_many_attempts') reply.header('retry-after', String(result.retryAfterSeconds));
      return reply
        .status(result?.reason === 'too_many_attempts' ? 429 : 401)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(loginPage({ locale, action: `/idp/interaction/${details.uid}/login`, username, error }));
    }
    const user = result.user;
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: String(user.id) } }, { mergeWithLastSubmission: false });
  });

  // Everything else is the provider's own: discovery, authorize, token, jwks, end session.
  app.all('/*', (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    // Drop the mount's segment whatever its spelling (the router also routes `/%69dp/...` here).
    const rest = raw.url!.replace(/^\/[^/?#]*/, '');
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    void callback(raw, reply.raw);
  });
}
