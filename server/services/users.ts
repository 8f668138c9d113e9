import type { Db } from '../db/pool';
import { verifyPassword } from './passwords';

export interface UserRow {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  isRoot: boolean;
  locale: string;
  disabled: boolean;
  passwordHash: string | null;
}

const USER_COLUMNS = `id, username, full_name as "fullName", email, is_root as "isRoot", locale, disabled, password_hash as "passwordHash"`;

/** app_user is global (not a tenant table): people sign in once and then pick a universe. */
export function createUserService(db: Db) {
  return {
    async byId(id: number): Promise<UserRow | null> {
      const { rows } = await db.pool.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [id]);
      return rows[0] ?? null;
    },
    async byUsername(username: string): Promise<UserRow | null> {
      const { rows } = await db.pool.query<UserRow>(`select ${USER_COLUMNS} from app_user where lower(username) = lower($1)`, [username]);
      return rows[0] ?? null;
    },
    /** The user when the password matches and the account is enabled; the same work is done for unknown users. */
    async checkPassword(username: string, password: string): Promise<UserRow | null> {
      const user = await this.byUsername(username);
      const ok = await verifyPassword(password, user?.passwordHash);
      return ok && user && !user.disabled ? user : null;
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
