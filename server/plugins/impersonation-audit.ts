import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionRights } from '../routes/guards';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const rowOf = new WeakMap<FastifyRequest, number>();

/**
 * Every call of an impersonating session is checked against the current rights of both people (ending the
 * session when they no longer allow it), and each state-changing call is written to `impersonation_action`
 * before it runs: no audit row, no action. Its outcome is added when the answer is sent. Refused calls are
 * recorded too, whatever their method: they are what an audit is read for.
 */
export function registerImpersonationAudit(app: FastifyInstance, ctx: AppContext): void {
  const insert = async (request: FastifyRequest, status: number | null): Promise<number | null> => {
    const session = request.session!;
    if (session.universeId === null || !session.actingUserId) return null;
    return ctx.db.withTenant({ universeId: session.universeId, userId: session.userId }, async (c) => {
      const { rows } = await c.query<{ id: number }>(
        `insert into impersonation_action (universe_id, acting_user_id, user_id, session_id, method, route, params, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          session.universeId,
          session.actingUserId,
          session.userId,
          session.id,
          request.method,
          request.routeOptions.url ?? request.url.split('?')[0],
          JSON.stringify(request.params ?? {}),
          status,
        ],
      );
      return rows[0]!.id;
    });
  };

  app.addHook('preHandler', async (request) => {
    if (!request.session?.actingUserId) return;
    await sessionRights(ctx, request);
    if (READS.has(request.method)) return;
    const id = await insert(request, null);
    if (id !== null) rowOf.set(request, id);
  });

  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session?.actingUserId || session.universeId === null) return;
    const id = rowOf.get(request);
    try {
      if (id !== undefined) {
        await ctx.db.withTenant({ universeId: session.universeId, userId: session.userId }, (c) =>
          c.query('update impersonation_action set status = $2 where id = $1', [id, reply.statusCode]),
        );
      } else if (!READS.has(request.method) || reply.statusCode === 401 || reply.statusCode === 403) {
        await insert(request, reply.statusCode);
      }
    } catch (err) {
      request.log.error({ err }, 'could not record the outcome of an impersonated call');
    }
  });
}
