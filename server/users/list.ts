/** The user list (spec 3 User administration: 100 a page, state filter, filter box), from the universe's members. */
import { ROLE_LEVEL_RIGHTS } from '../../core/roleRights';
import { localeSql } from '../accounts/rights';
import type { AnalyticsContext } from '../survey/context';
import type { UserList, UserListRow } from '../../schemas/api/user-list.gen';
import type { UserListQuery } from '../../schemas/api/params/user-list-query.gen';

export const USER_PAGE_SIZE = 100;

export async function listUsers(ctx: AnalyticsContext, query: UserListQuery): Promise<UserList> {
  const status = query.status ?? 0;
  const page = query.page ?? 0;
  const filter = (query.filter ?? '').trim();
  // Row-level security keeps universe_member to the session's universe; the person is disabled here or everywhere.
  const where = `where ($1::int = 2 or ($1::int = 0) = not (m.disabled or u.disabled))
      and ($2 = '' or strpos(lower(u.full_name), lower($2)) > 0 or strpos(lower(coalesce(u.email, u.username)), lower($2)) > 0)`;
  const { rows: count } = await ctx.client.query<{ n: number }>(
    `select count(*)::int as n from universe_member m join app_user u on u.id = m.user_id ${where}`,
    [status, filter],
  );
  const { rows } = await ctx.client.query<Omit<UserListRow, 'rights' | 'status'> & { permissions: string[] | null }>(
    `select u.id, u.full_name as name, coalesce(u.email, u.username) as email,
            (select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from session s where s.user_id = u.id and s.acting_user_id is null) as "lastLogin",
            r.name as "selectedRoleName", r.id as "selectedRoleId", m.notify, ${localeSql('m', 'u', 'm.universe_id')} as locale,
            exists (select 1 from universe_admin a where a.admin_user_id = u.id) as "actAsAccess",
            u.show_indicators as "showIndicators", (m.disabled or u.disabled) as disabled, r.permissions
       from universe_member m join app_user u on u.id = m.user_id left join role r on r.id = m.role_id
       ${where}
      order by lower(u.full_name), u.id limit $3 offset $4`,
    [status, filter, USER_PAGE_SIZE, page * USER_PAGE_SIZE],
  );
  return {
    total: count[0]!.n,
    page,
    pageSize: USER_PAGE_SIZE,
    rows: rows.map(({ permissions, ...r }) => ({
      ...r,
      status: r.disabled ? 1 : 0,
      rights: (permissions ?? []).filter((p): p is (typeof ROLE_LEVEL_RIGHTS)[number] => (ROLE_LEVEL_RIGHTS as readonly string[]).includes(p)),
    })),
  };
}
