import type pg from 'pg';
import { AUTH_DEMO_USERS } from '../../server/demo/auth-demo';
import { DEMO_USERS } from '../../server/demo/seed';
import { hashPassword, type ScryptParams } from '../../server/accounts/passwords';

/**
 * The scrypt parameters of test apps and test data: N=2^10 instead of production's 2^17, because a run
 * signs in hundreds of times and each check at 2^17 costs a third of a second of CPU. The algorithm,
 * the stored format and every check are the production ones; the rehash test uses PASSWORD_HASHING.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** Re-hashes the seeded demo users' passwords with TEST_PASSWORD_HASHING (in the template every test database copies). */
export async function useTestPasswordHashing(client: pg.ClientBase): Promise<void> {
  for (const { username, password } of [...DEMO_USERS, ...AUTH_DEMO_USERS]) {
    await client.query('update app_user set password_hash = $2 where username = $1', [username, await hashPassword(password, TEST_PASSWORD_HASHING)]);
  }
}
