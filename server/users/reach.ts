/**
 * What a member who is not an administrator may manage through a delegated right (canaddusers, cancreateroles;
 * server/plugins/access.ts orRight): their own role and the roles below it (role.parent_id), never an
 * administrator's role. Administrators and root manage every role of the universe.
 */
import type pg from 'pg';
import { Forbidden } from '../errors';
import type { AnalyticsContext } from '../survey/context';

/** Role ids the caller may hand out, or null for every role (administrators and root). */
export async function reachableRoles(ctx: Pick<AnalyticsContext, 'client' | 'userId' | 'universeId' | 'isUniverseAdmin'>): Promise<number[] | null> {
  if (ctx.isUniverseAdmin) return null;
  return rolesAtOrBelow(ctx.client, ctx.userId, ctx.universeId);
}

async function rolesAtOrBelow(client: pg.ClientBase, userId: number, universeId: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `with recursive below(id) as (
       select r.id from universe_member m join role r on r.id = m.role_id where m.user_id = $1 and m.universe_id = $2 and not r.is_admin
       union
       select r.id from role r join below b on r.parent_id = b.id where not r.is_admin)
     select id from below`,
    [userId, universeId],
  );
  return rows.map((r) => r.id);
}

/** Refuses (403) a role outside the caller's reach; `what` names what the role belongs to in the message. */
export function requireReachable(reach: number[] | null, roleId: number | null, what: string): void {
  if (reach === null || roleId === null || reach.includes(roleId)) return;
  throw new Forbidden('outside_role_reach', `Your role lets you manage only roles at or below your own: not ${what}.`);
}
