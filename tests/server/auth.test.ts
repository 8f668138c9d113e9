import crypto from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/demo/seed';
import { apiResource, idpIssuer } from '../../server/idp/provider';
import { asOwner } from '../support/db';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

const admin = DEMO_USERS.find((u) => u.username === 'admin')!;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function identity(token: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: token === undefined ? {} : { authorization: token } });
}

describe('password sign-in', () => {
  it('returns a session token and the identity of the user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: admin.username, password: admin.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ loginStatus: 0, username: 'admin', fullName: admin.fullName, role: 'admin', isUserAdmin: true, isRoot: false });
    expect(body.universe).toBe('demo');
    expect(body.surveys.map((s: { extName: string }) => s.extName)).toContain('storevisit');
    expect(body.authToken).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password with a readable JSON error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'admin', password: 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'wrong_password', message: 'Wrong password. Try again, or reset it with "Forgot your password?".' });
  });

  it('refuses an unknown user with its own message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'ghost', password: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unknown_user');
  });

  it('says which field is wrong in a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    expect(res.json().message).toContain('password');
  });
});

describe('session token', () => {
  it('opens authenticated calls', async () => {
    const token = await t.login(admin.username, admin.password);
    const res = await identity(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin', loginStatus: 0 });
    expect(res.json().authToken).toBeUndefined();
    // The spec's header carries the bare token; Bearer works too.
    expect((await identity(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('is required: no token, a tampered token and an unknown token get 401', async () => {
    const token = await t.login(admin.username, admin.password);
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const candidate of [undefined, tampered, 'not a token', crypto.randomBytes(32).toString('base64url')]) {
      const res = await identity(candidate);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('expires at its absolute lifetime and after inactivity', async () => {
    const expired = await t.login(admin.username, admin.password);
    const idle = await t.login(admin.username, admin.password);
    await asOwner(t.database.adminUrl, async (c) => {
      const hash = (tok: string) => crypto.createHash('sha256').update(tok).digest('hex');
      await c.query(`update session set expires_at = now() - interval '1 second' where token_hash = $1`, [hash(expired)]);
      await c.query(`update session set last_seen_at = now() - interval '2 hours' where token_hash = $1`, [hash(idle)]);
    });
    expect((await identity(expired)).statusCode).toBe(401);
    expect((await identity(idle)).statusCode).toBe(401);
  });

  it('stops working after logout', async () => {
    const token = await t.login(admin.username, admin.password);
    const out = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: token } });
    expect(out.statusCode).toBe(204);
    expect((await identity(token)).statusCode).toBe(401);
  });

  it('is stored only as a hash', async () => {
    const token = await t.login(admin.username, admin.password);
    const rows = await asOwner(t.database.adminUrl, (c) => c.query('select token_hash from session'));
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('validatekeycloak', () => {
  async function accessToken(opts: { audience?: string; expiresIn?: string; sub?: string; foreignKey?: boolean } = {}) {
    const jwk = t.idpKeys.jwks[0]!;
    const key = opts.foreignKey ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256');
    return new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(idpIssuer(TEST_PUBLIC_URL))
      .setAudience(opts.audience ?? apiResource(TEST_PUBLIC_URL))
      .setSubject(opts.sub ?? '2')
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(key);
  }
  const validate = (accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatekeycloak', payload: { accessToken, idToken: null } });

  it('turns a valid provider token into a session', async () => {
    // The admin (sub 2) would be offered to act as others (status 7) without a universe named.
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/vuejs/auth/validatekeycloak',
      payload: { accessToken: await accessToken(), idToken: null, universeName: 'demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginStatus: 0, username: 'admin' });
    expect((await identity(res.json().authToken)).statusCode).toBe(200);
  });

  it('refuses tokens for another audience, expired, or signed with another key', async () => {
    for (const token of [
      await accessToken({ audience: 'https://elsewhere.example/api' }),
      await accessToken({ expiresIn: '-1m' }),
      await accessToken({ foreignKey: true }),
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiIyIn0.',
    ]) {
      const res = await validate(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_token');
    }
  });

  it('answers login status 1 for a signed-in person unknown here', async () => {
    const res = await validate(await accessToken({ sub: '999999' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginStatus: 1 });
    expect(res.json().authToken).toBeUndefined();
  });
});
