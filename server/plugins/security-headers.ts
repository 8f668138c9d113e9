import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { contentSecurityPolicy } from '../pages/content-security-policy';

/**
 * Helmet's protective headers on every answer, and the app's own Content-Security-Policy in place of
 * helmet's generic one. Both go on the raw response in onRequest, so the answers the embedded provider
 * writes itself under /idp (the handler hijacks the reply) carry them too. HSTS only when the public
 * URL is https: on plain http it would be ignored, and on localhost it would stick to other projects.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'identity'>) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // By the route reached, not the URL's spelling: `/%69dp/...` is the provider too.
    reply.raw.setHeader('content-security-policy', contentSecurityPolicy(request.routeOptions.url ?? '', config));
  });
}
