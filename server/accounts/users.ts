import type { Db } from '../db/pool';
import { hashPassword, needsRehash, PASSWORD_HASHING, verifyPassword, type ScryptParams } from './passwords';
import { isBlock, type SignInAttempts, type SignInBlock } from './sign-in-attempts';

export interface UserRow {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  isRoot: boolean;
  /** Their own locale; none: a universe's default (localeSql). */
  locale: string | null;
  disabled: boolean;
  passwordHash: string | null;
}

/** Why a password sign-in was refused; each gets its own message (spec: bad input says what is wrong). */
export type SignInRefusal =
  | { reason: 'unknown_user' }
  | { reason: 'wrong_password' }
  | { reason: 'account_disabled' }
  | ({ reason: 'too_many_attempts' } & SignInBlock);

export type SignInResult = { ok: true; user: UserRow } | ({ ok: false } & SignInRefusal);

const USER_COLUMNS = `id, username, full_name as "fullName", email, is_root as "isRoot", locale, disabled, password_hash as "passwordHash"`;

/** The English text of each refusal (the SPA and the sign-in page show translated ones by code). */
export function refusalMessage(refusal: SignInRefusal, username: string): string {
  switch (refusal.reason) {
    case 'unknown_user':
      return `There is no user called "${username}". Check the spelling, or use your e-mail address.`;
    case 'wrong_password':
      return 'Wrong password. Try again, or reset it with "Forgot your password?".';
    case 'account_disabled':
      return 'This account is disabled. Ask your administrator to enable it.';
    case 'too_many_attempts': {
      const what = refusal.scope === 'account' ? 'this account' : 'your network address';
      return `Too many failed sign-ins for ${what}. Try again in ${waitText(refusal.retryAfterSeconds)}.`;
    }
  }
}

/** "45 seconds", "2 minutes": a wait in the unit a person reads at a glance. */
export function waitText(seconds: number): string {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export interface UserServiceOptions {
  /** scrypt parameters of new hashes; tests pass cheaper ones, everything else uses PASSWORD_HASHING. */
  passwordHashing?: ScryptParams;
}

/** app_user is global (not a tenant table): people sign in once and then pick a universe. */
export function createUserService(db: Db, attempts: SignInAttempts, opts: UserServiceOptions = {}) {
  const hashing = opts.passwordHashing ?? PASSWORD_HASHING;
  async function byUsername(username: string): Promise<UserRow | null> {
    const { rows } = await db.pool.query<UserRow>(`select ${USER_COLUMNS} from app_user where lower(username) = lower($1)`, [username]);
    return rows[0] ?? null;
  }
  return {
    async byId(id: number): Promise<UserRow | null> {
      const { rows } = await db.pool.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [id]);
      return rows[0] ?? null;
    },
    byUsername,
    /** By username, else by e-mail address (when exactly one user has it). */
    async byLogin(login: string): Promise<UserRow | null> {
      const user = await byUsername(login);
      if (user || !login.includes('@')) return user;
      const { rows } = await db.pool.query<UserRow>(`select ${USER_COLUMNS} from app_user where lower(email) = lower($1) limit 2`, [login]);
      return rows.length === 1 ? rows[0]! : null;
    },
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.pool.query('update app_user set password_hash = $2 where id = $1', [userId, passwordHash]);
    },
    /** A hash of a new password with the current parameters. */
    hashPassword(password: string): Promise<string> {
      return hashPassword(password, hashing);
    },
    /**
     * A password sign-in from `address`: refused without a check while a delay of the account or the
     * address runs (see sign-in-attempts.ts); every checked attempt counts. Unknown users cost the same
     * hashing time. A hash made with older parameters is replaced on the way.
     */
    async signIn(username: string, password: string, address: string): Promise<SignInResult> {
      const gate = await attempts.begin(username, address);
      if (isBlock(gate)) return { ok: false, reason: 'too_many_attempts', ...gate };
      const user = await byUsername(username);
      const matches = await verifyPassword(password, user?.passwordHash, hashing);
      const result: SignInResult = !user
        ? { ok: false, reason: 'unknown_user' }
        : !matches
          ? { ok: false, reason: 'wrong_password' }
          : user.disabled
            ? { ok: false, reason: 'account_disabled' }
            : { ok: true, user };
      if (!result.ok) return result;
      await gate.succeeded();
      if (needsRehash(result.user.passwordHash, hashing)) {
        // Only if nobody changed the password meanwhile (a reset during the sign-in wins).
        await db.pool.query('update app_user set password_hash = $3 where id = $1 and password_hash = $2', [
          result.user.id,
          result.user.passwordHash,
          await hashPassword(password, hashing),
        ]);
      }
      return result;
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
