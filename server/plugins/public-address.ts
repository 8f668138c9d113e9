import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { text } from '../i18n';
import { pickIdpLocale } from '../idp/messages';
import { messagePage } from '../idp/pages';
import { decodedPath } from './request-path';

/**
 * The embedded provider's issuer and the SPA's redirect address are built from PUBLIC_URL, so the app opened at
 * another host name (127.0.0.1 for localhost, the machine's name from another computer) cannot sign in: the
 * browser blocks the provider's calls as cross-origin. Rather than a console error, the app's pages then say
 * where Sightline is and how to serve it at the address the person used. Only the host name is compared: a
 * port can differ behind a proxy, the name cannot.
 */
export function registerPublicAddressCheck(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'identity'>): void {
  if (config.identity.mode !== 'embedded') return;
  const publicHost = new URL(config.publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = decodedPath(request.url);
    const appPage = (pathname === '/new' || pathname.startsWith('/new/')) && !/\.[a-z0-9]+$/i.test(pathname);
    const host = request.hostname.toLowerCase();
    // A language label in front of the public name (`sv.localhost`, i18n/index.ts hostLocale) is the same site.
    if (!appPage || host === publicHost || host.endsWith(`.${publicHost}`)) return;
    const here = `${request.protocol}://${request.host}`;
    const locale = pickIdpLocale(undefined, request.headers['accept-language']);
    const where = { here, publicUrl: config.publicUrl };
    return reply
      .status(421)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(messagePage(locale, text(locale, 'idp.wrongAddressTitle'), text(locale, 'idp.wrongAddress', where), { href: `${config.publicUrl}${request.url}`, text: text(locale, 'idp.goToPublicUrl', where) }));
  });
}
