import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { databaseAnswers } from '../db/pool';
import { idpIssuer } from '../idp/provider';
import type { ClientConfig } from '../../schemas/api/client-config.gen';
import type { Health } from '../../schemas/api/health.gen';
import type { ClientConfigQuery } from '../../schemas/api/params/client-config-query.gen';

/** Health, the SPA's identity configuration and the OpenAPI document: the calls that need no session. */
export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Reply: { 200: Health; 503: Health } }>(
    '/health',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: { $ref: 'Health#' }, 503: { $ref: 'Health#' } },
      },
    },
    async (_request, reply) => {
      const ok = await databaseAnswers(ctx.db);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unreachable' });
    },
  );

  app.get<{ Querystring: ClientConfigQuery; Reply: ClientConfig }>(
    '/config/client',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Identity service configuration for the SPA',
        tags: ['system'],
        querystring: { $ref: 'ClientConfigQuery#' },
        response: { 200: { $ref: 'ClientConfig#' } },
      },
    },
    async () => {
      const identity = ctx.config.identity;
      return identity.mode === 'keycloak'
        ? { mode: 'keycloak', url: identity.url, realm: identity.realm, clientId: identity.clientId }
        : { mode: 'embedded', oidcProvider: idpIssuer(ctx.config.publicUrl), clientId: identity.clientId };
    },
  );

  app.get('/openapi.json', { config: { access: { role: 'public' } }, schema: { hide: true } }, async () => app.swagger());
}
