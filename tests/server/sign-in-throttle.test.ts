import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottle } from '../../server/accounts/sign-in-attempts';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { providerBrowser } from '../support/oidc-flow';

/**
 * Failed password sign-ins slow the guesser down with growing delays; they never lock the owner out.
 * Time passes by moving the recorded attempts into the past, so nothing sleeps. The delays are the
 * default ones made 30 times longer (the curve itself is checked in sign-in-attempts.test.ts), so a
 * busy machine cannot outwait a delay between two requests of a test.
 */
const slower = (seconds: number) => seconds * 30;
const THROTTLE: SignInThrottle = {
  ...DEFAULT_SIGN_IN_THROTTLE,
  pair: { ...DEFAULT_SIGN_IN_THROTTLE.pair, baseSeconds: slower(1), capSeconds: 960 },
  account: { ...DEFAULT_SIGN_IN_THROTTLE.account, baseSeconds: slower(1), capSeconds: 120 },
  address: { ...DEFAULT_SIGN_IN_THROTTLE.address, baseSeconds: slower(1), capSeconds: 960 },
};
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  [t, proxied] = await Promise.all([
    createTestApp({}, { signInThrottle: THROTTLE }),
    createTestApp({ TRUST_PROXY: '10.7.0.1' }, { signInThrottle: THROTTLE }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()]);
});
beforeEach(async () => {
  for (const app of [t, proxied]) await asOwner(app.database.adminUrl, (c) => c.query('delete from login_attempt'));
});

function login(username: string, password: string, ip: string, opts: { app?: TestApp; forwardedFor?: string } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: '/rest/vuejs/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
  });
}

/** Moves every recorded attempt `seconds` into the past. */
async function passTime(seconds: number, app: TestApp = t) {
  await asOwner(app.database.adminUrl, (c) => c.query('update login_attempt set created_at = created_at - make_interval(secs => $1)', [seconds]));
}

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** The wait of a delay that started a moment ago (a busy machine may have taken a few seconds since). */
function expectAbout(wait: number, seconds: number) {
  expect(wait).toBeLessThanOrEqual(seconds);
  expect(wait).toBeGreaterThan(seconds - 10);
}

/** `n` wrong passwords that each reach the password check: every delay is let pass first. */
async function failWaiting(username: string, ip: string, n: number) {
  for (let i = 0; i < n; i++) {
    let res = await login(username, 'wrong password', ip);
    if (res.statusCode === 429) {
      await passTime(retryAfter(res));
      res = await login(username, 'wrong password', ip);
    }
    expect(res.statusCode, res.body).toBe(401);
  }
}

describe('throttling of password sign-ins', () => {
  const { pair, account, address } = THROTTLE;

  it('makes a guesser wait a growing delay, and the right password works once the delay has passed', async () => {
    for (let i = 0; i < pair.free; i++) expect((await login('newbie', 'wrong password', '10.3.0.1')).statusCode).toBe(401);
    const first = await login('newbie', 'wrong password', '10.3.0.1');
    expect(first.statusCode).toBe(429);
    expect(first.json().error).toBe('too_many_attempts');
    expectAbout(retryAfter(first), pair.baseSeconds);
    expect(first.json().message).toBe(`Too many failed sign-ins for this account. Try again in ${retryAfter(first)} seconds.`);

    await passTime(retryAfter(first));
    expect((await login('newbie', 'wrong password', '10.3.0.1')).statusCode).toBe(401);
    const second = await login('newbie', 'wrong password', '10.3.0.1');
    expect(second.statusCode).toBe(429);
    expectAbout(retryAfter(second), 2 * pair.baseSeconds);

    // While the delay runs even the right password waits (it is not checked, so it tells a guesser nothing)…
    const early = await login('newbie', 'sightline-newbie', '10.3.0.1');
    expect(early.statusCode).toBe(429);
    // …and once it has passed, the owner is in.
    await passTime(retryAfter(early));
    const late = await login('newbie', 'sightline-newbie', '10.3.0.1');
    expect(late.statusCode, late.body).not.toBe(429);
    expect(late.statusCode).toBe(200);
  });

  it('caps the delay, however long the guessing goes on', async () => {
    await failWaiting('admin', '10.3.1.1', pair.free + 14);
    const res = await login('admin', 'wrong password', '10.3.1.1');
    expect(res.statusCode).toBe(429);
    expectAbout(retryAfter(res), pair.capSeconds);
    expect(res.json().message).toBe(`Too many failed sign-ins for this account. Try again in ${pair.capSeconds / 60} minutes.`);
  });

  it('an attacker at another address does not lock the owner out', async () => {
    expect((await login('user', 'sightline-user', '10.4.0.2')).statusCode).toBe(200);
    await failWaiting('user', '10.4.0.1', account.free + 5);
    // From an address she never used, the owner waits at most the short account-wide delay…
    const elsewhere = await login('user', 'sightline-user', '10.4.0.3');
    expect(elsewhere.statusCode).toBe(429);
    expect(retryAfter(elsewhere)).toBeLessThanOrEqual(account.capSeconds);
    await passTime(retryAfter(elsewhere));
    expect((await login('user', 'sightline-user', '10.4.0.3')).statusCode).toBe(200);
    // …while the attacker still waits his own, much longer one.
    const attacker = await login('user', 'sightline-user', '10.4.0.1');
    expect(attacker.statusCode).toBe(429);
    expect(retryAfter(attacker)).toBeGreaterThan(account.capSeconds);
    // Where she signed in before, the attacker's guesses do not slow her down at all.
    await failWaiting('user', '10.4.0.4', account.free + 1);
    expect((await login('user', 'sightline-user', '10.4.0.2')).statusCode).toBe(200);
  });

  it('failures from one address across accounts slow that address down briefly; they do not lock it', async () => {
    for (let i = 0; i < address.free; i++) expect((await login(`nobody${i}`, 'x', '10.5.0.1')).statusCode).toBe(401);
    const blocked = await login('root', 'sightline-root', '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('your network address');
    expectAbout(retryAfter(blocked), address.baseSeconds);
    // Another address is not affected.
    expect((await login('root', 'sightline-root', '10.5.0.2')).statusCode).toBe(200);
    await passTime(retryAfter(blocked));
    expect((await login('root', 'sightline-root', '10.5.0.1')).statusCode).toBe(200);
  });

  it('checks simultaneous guesses one after the other: only the free ones reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login('multi', 'wrong password', '10.6.0.1')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(pair.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - pair.free);
  });

  it('a flood during a delay is refused without lengthening it', async () => {
    await failWaiting('multi', '10.6.1.1', pair.free + 2);
    const before = retryAfter(await login('multi', 'wrong password', '10.6.1.1'));
    const flood = await Promise.all(Array.from({ length: 20 }, () => login('multi', 'wrong password', '10.6.1.1')));
    expect(flood.every((r) => r.statusCode === 429)).toBe(true);
    expect(retryAfter(await login('multi', 'wrong password', '10.6.1.1'))).toBeLessThanOrEqual(before);
    await passTime(before);
    expect((await login('multi', 'sightline-multi', '10.6.1.1')).statusCode).toBe(200);
  });
});

describe('the provider’s sign-in page', () => {
  it('says how long to wait, in the user’s language', async () => {
    const browser = providerBrowser(t);
    const page = await browser.signInPage({ ui_locales: 'sv' });
    for (let i = 0; i < THROTTLE.pair.free; i++) {
      expect((await browser.request('POST', `${page}/login`, { username: 'admin', password: 'fel' })).statusCode).toBe(401);
    }
    const waiting = await browser.request('POST', `${page}/login`, { username: 'admin', password: 'sightline-admin' });
    expect(waiting.statusCode).toBe(429);
    expectAbout(Number(waiting.headers['retry-after']), THROTTLE.pair.baseSeconds);
    expect(waiting.body).toContain(`För många misslyckade inloggningar. Försök igen om ${waiting.headers['retry-after']} s.`);
  });
});

describe('the client address behind a reverse proxy', () => {
  const { pair } = THROTTLE;

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    for (let i = 0; i < pair.free; i++) {
      expect((await login('admin', 'wrong password', '10.8.0.1', { forwardedFor: `203.0.113.${i}` })).statusCode).toBe(401);
    }
    // A new forwarded address does not make a new client.
    expect((await login('admin', 'sightline-admin', '10.8.0.1', { forwardedFor: '203.0.113.99' })).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For when the request comes from the trusted proxy (TRUST_PROXY)', async () => {
    const viaProxy = (password: string, client: string) => login('admin', password, '10.7.0.1', { app: proxied, forwardedFor: client });
    for (let i = 0; i < pair.free; i++) expect((await viaProxy('wrong password', '203.0.113.1')).statusCode).toBe(401);
    expect((await viaProxy('wrong password', '203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not slowed down by the first one's guesses.
    expect((await viaProxy('sightline-admin', '203.0.113.2')).statusCode).toBe(200);
    // A request that does not come from the proxy cannot choose its address with the header.
    for (let i = 0; i < pair.free; i++) {
      expect((await login('admin', 'wrong password', '10.7.0.9', { app: proxied, forwardedFor: `198.51.100.${i}` })).statusCode).toBe(401);
    }
    expect((await login('admin', 'sightline-admin', '10.7.0.9', { app: proxied, forwardedFor: '198.51.100.200' })).statusCode).toBe(429);
  });
});
