import crypto from 'node:crypto';
import { passwordProblems, PASSWORD_PROBLEM_TEXT } from '../../core/passwordRules';
import type { Db } from '../db/pool';
import type { Mailer } from '../mail/mailer';
import { inviteMail, resetMail } from '../mail/templates';
import { revokeProviderAccess } from '../idp/revocation';
import { Conflict, Forbidden, Gone, Invalid, NotFound, TooMany } from '../errors';
import { hashToken } from './sessions';
import { localeSql } from './rights';
import type { UserRow, UserService } from './users';

export const RESET_TTL_MINUTES = 60;
/** An invitation's link (a reset link that sets the first password) lasts longer: people read it days later. */
export const INVITE_TTL_DAYS = 7;
/** At most this many reset mails per user in RESET_WINDOW_MINUTES, so the call cannot be used to flood a mailbox. */
const MAX_MAILS = 3;
const RESET_WINDOW_MINUTES = 15;
const USED_MESSAGE = 'This reset link was already used. Ask for a new one if you need to.';

/** Forgot-password mail and the reset it links to (spec 1 section 7, forgot and reset). */
export function createPasswordResetService(db: Db, users: UserService, mailer: Mailer, publicUrl: string) {
  /** The language of a mail to the person: as in their (first) universe (localeSql), else their own, else English. */
  async function mailLocale(user: UserRow): Promise<string> {
    // Memberships are visible to their own person before any universe is chosen (as at sign-in).
    const rows = await db.withTenant({ universeId: null, userId: user.id }, async (c) =>
      (await c.query<{ locale: string }>(`select ${localeSql('m', 'p', 'm.universe_id')} as locale from universe_member m join app_user p on p.id = m.user_id where m.user_id = $1 order by m.universe_id limit 1`, [user.id])).rows,
    );
    return rows[0]?.locale ?? user.locale ?? 'en';
  }

  return {
    /** Mails a new user (or one invited again) a single-use link to choose their password (spec 3, User editor invite). */
    async invite(userId: number): Promise<void> {
      const user = await users.byId(userId);
      if (!user) throw new NotFound('unknown_user', `There is no user ${userId}.`);
      const to = user.email ?? user.username;
      const token = crypto.randomBytes(32).toString('base64url');
      await db.pool.query(`insert into password_reset (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(days => $3))`, [
        user.id,
        hashToken(token),
        INVITE_TTL_DAYS,
      ]);
      const link = `${publicUrl}/new/reset?token=${encodeURIComponent(token)}`;
      await mailer.send({ to, ...inviteMail(await mailLocale(user), user.fullName, link, INVITE_TTL_DAYS), secret: true });
    },

    /** Mails a single-use reset link to the user named by username or e-mail address. */
    async request(login: string): Promise<{ sentTo: string }> {
      const user = await users.byLogin(login);
      if (!user) throw new NotFound('unknown_user', `There is no user called "${login}". Check the spelling, or use your e-mail address.`);
      if (user.disabled) throw new Forbidden('account_disabled', 'This account is disabled. Ask your administrator to enable it.');
      if (!user.email) throw new Conflict('no_email', 'This user has no e-mail address, so no reset link can be sent. Ask your administrator.');
      const { rows } = await db.pool.query<{ n: number }>(
        `select count(*)::int as n from password_reset where user_id = $1 and created_at > now() - make_interval(mins => $2)`,
        [user.id, RESET_WINDOW_MINUTES],
      );
      if (rows[0]!.n >= MAX_MAILS) {
        throw new TooMany('too_many_resets', `A reset link was already sent ${MAX_MAILS} times recently. Check your mailbox, or try again in ${RESET_WINDOW_MINUTES} minutes.`);
      }
      const token = crypto.randomBytes(32).toString('base64url');
      await db.pool.query(
        `insert into password_reset (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
        [user.id, hashToken(token), RESET_TTL_MINUTES],
      );
      const link = `${publicUrl}/new/reset?token=${encodeURIComponent(token)}`;
      // Secret: the link is the account, so no web mailbox ever lists it.
      await mailer.send({ to: user.email, ...resetMail(await mailLocale(user), user.fullName, link, RESET_TTL_MINUTES), secret: true });
      // Say where it went without giving the whole address away.
      return { sentTo: user.email.replace(/^(.).*(@.*)$/, '$1…$2') };
    },

    /**
     * Sets a new password with a reset token; ends the user's sessions, their other reset links, and
     * everything the embedded provider would sign them back in with.
     */
    async reset(token: string, password: string): Promise<{ username: string }> {
      const { rows } = await db.pool.query<{ id: number; userId: number; expired: boolean; used: boolean }>(
        `select id, user_id as "userId", expires_at <= now() as expired, used_at is not null as used from password_reset where token_hash = $1`,
        [hashToken(token)],
      );
      const row = rows[0];
      if (!row) throw new Invalid('reset_token_invalid', 'This reset link is not valid. Ask for a new one with "Forgot your password?".');
      if (row.used) throw new Gone('reset_token_used', USED_MESSAGE);
      if (row.expired) {
        throw new Gone('reset_token_expired', `This reset link has expired (links last ${RESET_TTL_MINUTES} minutes). Ask for a new one.`);
      }
      const user = await users.byId(row.userId);
      if (!user || user.disabled) throw new Forbidden('account_disabled', 'This account is disabled. Ask your administrator to enable it.');
      const problems = passwordProblems(password, user.username);
      if (problems.length) {
        throw new Invalid('weak_password', `The new password is too weak: ${problems.map((p) => PASSWORD_PROBLEM_TEXT[p]).join(', ')}.`);
      }
      const hash = await users.hashPassword(password);
      const client = await db.pool.connect();
      try {
        await client.query('begin');
        // The checks above ran without a lock; claiming the link is the one atomic step. A concurrent use waits
        // on the row here and then finds it used, so a link sets a password at most once.
        const claimed = await client.query(
          'update password_reset set used_at = now() where id = $1 and used_at is null and expires_at > now() returning id',
          [row.id],
        );
        if (claimed.rowCount !== 1) throw new Gone('reset_token_used', USED_MESSAGE);
        await client.query('update app_user set password_hash = $2 where id = $1', [user.id, hash]);
        await client.query('update password_reset set used_at = now() where user_id = $1 and used_at is null', [user.id]);
        await client.query('update session set revoked_at = now() where user_id = $1 and revoked_at is null', [user.id]);
        await revokeProviderAccess(client, user.id);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
      return { username: user.username };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
