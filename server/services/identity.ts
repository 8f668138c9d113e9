import type { Db } from '../db/pool';
import type { UserRow } from './users';

export interface UniverseRef {
  name: string;
  title: string;
  host: string | null;
}

interface Membership extends UniverseRef {
  id: number;
  locale: string | null;
}

export interface UserIdentity {
  loginStatus: 0 | 1 | 5 | 6 | 7 | 8 | 9;
  authToken?: string;
  username: string;
  fullName: string;
  userId: number;
  /** Name of the universe the session is in. */
  universe: string | null;
  universes: UniverseRef[];
  surveys: { extName: string; title: string }[];
  role: string | null;
  locale: string;
  isRoot: boolean;
  isUserAdmin: boolean;
  universeAdminUserList: Record<string, unknown>[];
}

/** Builds the spec's user identity and decides which universe a sign-in lands in. */
export function createIdentityService(db: Db) {
  async function memberships(userId: number): Promise<Membership[]> {
    // universe_member is visible to its own user through app.user_id, before any universe is chosen.
    return db.withTenant({ universeId: null, userId }, async (c) => {
      const { rows } = await c.query<Membership>(
        `select u.id, u.name, u.title, u.host, m.locale
           from universe_member m
           join universe u on u.id = m.universe_id
          where m.user_id = $1 and not m.disabled
          order by u.title`,
        [userId],
      );
      return rows;
    });
  }

  return {
    memberships,

    /**
     * Picks the universe for a new session: the one asked for if the user belongs to it, else the only one.
     * null with the list means the user must choose (login status 5).
     */
    async chooseUniverse(userId: number, wanted?: string | null): Promise<{ chosen: Membership | null; all: Membership[] }> {
      const all = await memberships(userId);
      const chosen = (wanted ? all.find((m) => m.name === wanted) : undefined) ?? (all.length === 1 ? all[0]! : null);
      return { chosen, all };
    },

    async identity(user: UserRow, universeId: number | null): Promise<UserIdentity> {
      const all = await memberships(user.id);
      const current = all.find((m) => m.id === universeId) ?? null;
      // Role and surveys are tenant rows: read them inside the chosen universe.
      const { surveys, role } = current
        ? await db.withTenant({ universeId: current.id, userId: user.id }, async (c) => {
            const surveys = await c.query<{ extName: string; title: string }>(
              `select ext_name as "extName", title from survey order by title`,
            );
            const role = await c.query<{ name: string; isAdmin: boolean }>(
              `select r.name, r.is_admin as "isAdmin" from universe_member m join role r on r.id = m.role_id where m.user_id = $1`,
              [user.id],
            );
            return { surveys: surveys.rows, role: role.rows[0] ?? null };
          })
        : { surveys: [], role: null };
      const strip = ({ name, title, host }: Membership): UniverseRef => ({ name, title, host });
      return {
        loginStatus: current ? 0 : all.length > 1 ? 5 : 9,
        username: user.username,
        fullName: user.fullName,
        userId: user.id,
        universe: current?.name ?? null,
        universes: all.map(strip),
        surveys,
        role: role?.name ?? null,
        locale: current?.locale ?? user.locale,
        isRoot: user.isRoot,
        isUserAdmin: user.isRoot || Boolean(role?.isAdmin),
        universeAdminUserList: [],
      };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
