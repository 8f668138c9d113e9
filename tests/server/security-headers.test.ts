import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, httpsTwin, TEST_PUBLIC_URL, type TestApp } from '../support/app';

/**
 * The protective headers a browser acts on, on every kind of answer: the REST API, the SPA, and the embedded
 * provider's pages under /idp (its own screens and the ones the provider renders itself).
 */
let t: TestApp;
let https: FastifyInstance;
const host = new URL(TEST_PUBLIC_URL).host;

beforeAll(async () => {
  t = await createTestApp();
  https = await httpsTwin(t);
});
afterAll(async () => {
  await https?.close();
  await t?.close();
});

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = res.headers['content-security-policy'];
  expect(csp, 'content-security-policy').toBeTypeOf('string');
  return new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

function expectCommonProtections(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
}

/** Every inline script and style of an HTML answer runs under its CSP by hash, never by 'unsafe-inline'. */
function expectInlineCodeAllowedByHashOnly(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('script-src') ?? csp.get('default-src')).not.toContain("'unsafe-inline'");
  for (const script of inline(res.body, 'script')) expect(csp.get('script-src')).toContain(sha256(script));
  for (const style of inline(res.body, 'style')) expect(csp.get('style-src')).toContain(sha256(style));
}

describe('the REST API and the SPA', () => {
  it('answer with helmet\'s protections and the app\'s own CSP', async () => {
    for (const url of ['/rest/health', '/new/', '/rest/vuejs/nothing/here']) {
      const res = await t.app.inject(url);
      expectCommonProtections(res);
      expect(directives(res).get('script-src')).toEqual(["'self'"]);
      // Previews are images or sandboxed frames of our own: no frame shows a blob: or data: document.
      expect(directives(res).get('frame-src')).toEqual(["'self'"]);
      expect(directives(res).get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('send HSTS only when the public URL is https', async () => {
    expect((await t.app.inject('/rest/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await https.inject('/rest/health');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });
});

describe("the embedded provider's pages under /idp", () => {
  it('its sign-in screens: no inline code without a hash, no framing, no sniffing', async () => {
    const res = await t.app.inject({ url: '/idp/interaction/no-such-interaction', headers: { host } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectCommonProtections(res);
    expectInlineCodeAllowedByHashOnly(res);
  });

  it('the pages the provider renders itself (errors, the sign-out without a session) have the same protections', async () => {
    const error = await t.app.inject({
      url: `/idp/auth?${new URLSearchParams({ client_id: 'sightline-spa', redirect_uri: `${TEST_PUBLIC_URL}/new/evil`, response_type: 'code', scope: 'openid' })}`,
      headers: { host },
    });
    expect(error.statusCode).toBe(400);
    expectCommonProtections(error);
    expectInlineCodeAllowedByHashOnly(error);

    const logout = await t.app.inject({ url: '/idp/session/end', headers: { host } });
    expect(logout.statusCode).toBe(200);
    expectCommonProtections(logout);
    expectInlineCodeAllowedByHashOnly(logout);
  });

  it('discovery and tokens carry nosniff and HSTS on https too', async () => {
    const res = await https.inject({ url: '/idp/.well-known/openid-configuration', headers: { host: 'sightline.example', 'x-forwarded-proto': 'https' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
  });
});
