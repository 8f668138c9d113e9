import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, httpsTwin, type TestApp } from '../support/app';

/** The HttpOnly session cookie that lets a new tab resume a session with `validatecookie`. */
let t: TestApp;
let https: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  https = await httpsTwin(t);
});
afterAll(async () => {
  await https?.close();
  await t?.close();
});

const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'user', password: 'sightline-user' } });
const validate = (cookie: string) => t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/validatecookie', headers: { cookie }, payload: {} });

describe('the session cookie', () => {
  it('is set at sign-in HttpOnly, SameSite=Lax, for the whole site, as long as a session may last; Secure on https', async () => {
    const res = await login(t.app);
    const cookie = res.cookies.find((c) => c.name === 'sightline_session')!;
    expect(cookie).toMatchObject({ value: res.json().authToken, path: '/', httpOnly: true, sameSite: 'Lax', maxAge: Math.floor(t.config.sessionMaxMs / 1000) });
    expect(cookie.secure).toBeUndefined();

    const secure = (await login(https)).cookies.find((c) => c.name === 'sightline_session')!;
    expect(secure).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: true });
  });

  it('resumes the session in a new tab, among other cookies', async () => {
    const token = (await login(t.app)).json().authToken as string;
    const res = await validate(`theme=dark; sightline_session=${token}; other=%7B%7D`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'user', authToken: token });
  });

  it('is cleared at sign-out with the same attributes', async () => {
    const token = (await login(t.app)).json().authToken as string;
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: token } });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'sightline_session')!;
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cleared.maxAge === 0 || cleared.expires!.getTime() < Date.now()).toBe(true);
    expect((await validate(`sightline_session=${token}`)).statusCode).toBe(401);
  });

  it('a malformed cookie (a stray %) is an ended session with a message, not a server error', async () => {
    for (const value of ['%', '%E0%A4%A', 'abc%zz', '%00']) {
      const res = await validate(`sightline_session=${value}`);
      expect(res.statusCode, value).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Your session has ended. Sign in again.' });
    }
  });
});
