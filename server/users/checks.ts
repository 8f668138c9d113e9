/** Shared rules of the user forms (spec 3 section 5, User details and User editor). */
import { Invalid } from '../errors';

/** What an address must look like to be a username (spec: must look like {email}). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A refused save: every broken rule, joined by commas in the message (spec 3: errors are shown joined by commas). */
export class UserRejected extends Invalid {
  constructor(
    readonly errors: string[],
    extra: object = {},
  ) {
    super('user_rejected', errors.join(', '), { errors, ...extra });
  }
}

/** Whether any user has this address as username or e-mail (case-insensitive), other than `except`. */
export async function addressTaken(client: { query: (sql: string, values: unknown[]) => Promise<{ rows: unknown[] }> }, address: string, except = 0): Promise<boolean> {
  const { rows } = await client.query(`select 1 from app_user where (lower(username) = lower($1) or lower(email) = lower($1)) and id <> $2`, [address.trim(), except]);
  return rows.length > 0;
}
