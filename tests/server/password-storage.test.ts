import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASHING } from '../../server/accounts/passwords';
import { createTestApp, resetPasswordByLink, type TestApp } from '../support/app';
import { asOwner } from '../support/db';

/** How passwords are stored and which new ones are accepted, with the production scrypt parameters. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { passwordHashing: PASSWORD_HASHING });
});
afterAll(async () => {
  await t.close();
});

const storedHash = (username: string) =>
  asOwner(t.database.adminUrl, async (c) => (await c.query<{ h: string }>('select password_hash as h from app_user where username = $1', [username])).rows[0]!.h);

const reset = (username: string, password: string) => resetPasswordByLink(t, username, password);

describe('password storage', () => {
  it('replaces a hash made with older scrypt parameters at the next sign-in', async () => {
    const old = await hashPassword('sightline-user', { N: 2 ** 15, r: 8, p: 1 });
    await asOwner(t.database.adminUrl, (c) => c.query(`update app_user set password_hash = $1 where username = 'user'`, [old]));
    expect((await t.login('user', 'sightline-user')).length).toBeGreaterThan(20);
    const renewed = await storedHash('user');
    expect(renewed).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await t.login('user', 'sightline-user')).toBeTruthy();
    // A wrong password replaces nothing.
    const wrong = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'user', password: 'not hers' } });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash('user')).toBe(renewed);
  });

  it('a reset stores the new password with the current parameters', async () => {
    expect((await reset('multi', 'tea with the neighbours')).statusCode).toBe(200);
    expect(await storedHash('multi')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});

describe('new passwords (NIST SP 800-63B-4)', () => {
  it('accepts a long passphrase without digits, which the old letter-and-digit rule refused', async () => {
    const res = await reset('newbie', 'correct horse battery staple');
    expect(res.statusCode, res.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'newbie', password: 'correct horse battery staple' } });
    expect(login.statusCode).not.toBe(401);
  });

  it('refuses a common password padded to length, and a short one, saying why', async () => {
    const common = await reset('admin', 'qwertyuiop123456');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'weak_password', message: 'The new password is too weak: choose one that is not among the most common passwords.' });
    const short = await reset('admin', 'only 14 chars!');
    expect(short.json().message).toBe('The new password is too weak: use at least 15 characters.');
  });
});
