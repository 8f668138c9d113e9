/** Reading and writing one person's membership of the universe the transaction is in (row-level security). */
import type pg from 'pg';
import { NotFound } from '../errors';
import { localeSql } from '../accounts/rights';

export interface MemberRow {
  id: number;
  username: string;
  email: string | null;
  fullName: string;
  locale: string;
  isRoot: boolean;
  accountDisabled: boolean;
  showIndicators: boolean;
  roleId: number | null;
  memberLocale: string | null;
  disabled: boolean;
  notify: boolean;
  channels: string[];
  questionFilters: Record<string, Record<string, string>>;
  actAsAccess: boolean;
  lastLogin: string | null;
}

/** The person with their membership of the current universe; null when they are no member of it. */
export async function findMember(client: pg.ClientBase, userId: number): Promise<MemberRow | null> {
  const { rows } = await client.query<MemberRow>(
    `select u.id, u.username, u.email, u.full_name as "fullName", ${localeSql('m', 'u', 'm.universe_id')} as locale, u.is_root as "isRoot", u.disabled as "accountDisabled",
            u.show_indicators as "showIndicators", m.role_id as "roleId", m.locale as "memberLocale", m.disabled, m.notify, m.channels,
            m.question_filters as "questionFilters",
            exists (select 1 from universe_admin a where a.admin_user_id = u.id and a.universe_id = m.universe_id) as "actAsAccess",
            (select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from session s where s.user_id = u.id and s.acting_user_id is null) as "lastLogin"
       from universe_member m join app_user u on u.id = m.user_id
      where m.user_id = $1 and m.universe_id = nullif(current_setting('app.universe_id', true), '')::int`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function requireMember(client: pg.ClientBase, userId: number): Promise<MemberRow> {
  const member = await findMember(client, userId);
  if (!member) throw new NotFound('unknown_user', `There is no user ${userId} in this universe.`);
  return member;
}

export interface MembershipWrite {
  roleId: number | null;
  locale: string | null;
  disabled: boolean;
  notify: boolean;
  channels: string[];
  questionFilters: Record<string, Record<string, string>>;
}

/** Adds the person to the current universe or updates their settings there. */
export async function writeMembership(client: pg.ClientBase, universeId: number, userId: number, m: MembershipWrite): Promise<void> {
  await client.query(
    `insert into universe_member (universe_id, user_id, role_id, locale, disabled, notify, channels, question_filters) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (universe_id, user_id) do update set role_id = excluded.role_id, locale = excluded.locale, disabled = excluded.disabled,
       notify = excluded.notify, channels = excluded.channels, question_filters = excluded.question_filters`,
    [universeId, userId, m.roleId, m.locale, m.disabled, m.notify, JSON.stringify(m.channels), JSON.stringify(m.questionFilters)],
  );
}

/** Root's administrator toggle: may act as the universe's members (universe_admin). */
export async function setActAs(client: pg.ClientBase, universeId: number, userId: number, on: boolean): Promise<void> {
  if (on) await client.query(`insert into universe_admin (universe_id, admin_user_id) values ($1, $2) on conflict do nothing`, [universeId, userId]);
  else await client.query(`delete from universe_admin where universe_id = $1 and admin_user_id = $2`, [universeId, userId]);
}

/** Runs `fn` with the transaction's tenant set to another universe (root's editor spans universes), then restores it. */
export async function inUniverse<T>(client: pg.ClientBase, universeId: number, fn: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ current: string }>(`select coalesce(current_setting('app.universe_id', true), '') as current`);
  await client.query(`select set_config('app.universe_id', $1, true)`, [String(universeId)]);
  try {
    return await fn();
  } finally {
    await client.query(`select set_config('app.universe_id', $1, true)`, [rows[0]!.current]);
  }
}
