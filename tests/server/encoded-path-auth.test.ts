import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

// The router decodes percent-encoded paths, so `/%72est/...` reaches the same handler as `/rest/...`. Every
// decision about a request (session needed, 404 shape, security policy) must follow the route it reaches, not
// the way its URL is spelled.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  method: string;
  path: string;
}

/** Every REST operation of the OpenAPI document, with its path parameters filled in. */
function operations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const list: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      list.push({ method: method.toUpperCase(), path: template.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return list;
}

/** Other spellings of the same path: one letter of a segment percent-encoded (upper- and lower-case hex). */
function respellings(path: string): string[] {
  const encode = (ch: string, lower: boolean) => {
    const hex = ch.charCodeAt(0).toString(16);
    return `%${lower ? hex : hex.toUpperCase()}`;
  };
  const segments = path.split('/');
  const spelled: string[] = [];
  // `/%72est/...`: the first letter of the first segment.
  spelled.push(['', encode(segments[1]![0]!, false) + segments[1]!.slice(1), ...segments.slice(2)].join('/'));
  // `/r%65st/...`: a letter inside the first segment, lower-case hex.
  spelled.push(['', segments[1]![0]! + encode(segments[1]![1]!, true) + segments[1]!.slice(2), ...segments.slice(2)].join('/'));
  // Every letter of the path encoded.
  spelled.push(path.replace(/[a-z]/gi, (ch) => encode(ch, false)));
  return spelled;
}

async function call(method: string, url: string) {
  return t.app.inject({ method: method as 'GET', url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
}

describe('the session gate and percent-encoded paths', () => {
  it('answers 401 to every spelling of every route that needs a session, never 500 or data', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(30);
    const gated: string[] = [];
    const failures: string[] = [];
    for (const op of ops) {
      const plain = await call(op.method, op.path);
      if (plain.statusCode !== 401) continue;
      gated.push(`${op.method} ${op.path}`);
      for (const url of respellings(op.path)) {
        const res = await call(op.method, url);
        if (res.statusCode !== 401 || res.json().error !== 'unauthorized') failures.push(`${op.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    // Nearly every route needs a session; the public ones are sign-in, health and the like.
    expect(gated.length).toBeGreaterThan(ops.length / 2);
    expect(failures).toEqual([]);
  });

  it('gives a respelled public route the same answer as the plain one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/rest/health' });
    const spelled = await t.app.inject({ method: 'GET', url: '/%72est/health' });
    expect(spelled.statusCode).toBe(plain.statusCode);
  });

  it('answers an unknown respelled REST call with the REST 404, not a redirect into the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%72est/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No such call: GET /rest/no/such/call' });
  });

  it("gives a respelled identity-provider address the provider's answer and the provider's policy", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    const spelled = await t.app.inject({ method: 'GET', url: '/%69dp/.well-known/openid-configuration' });
    expect(plain.statusCode).toBe(200);
    expect(spelled.statusCode).toBe(200);
    expect(spelled.json().issuer).toBe(plain.json().issuer);
    expect(spelled.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it("never gives a REST answer the provider's looser policy, whatever the spelling", async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/rest/health' });
    const spelled = await t.app.inject({ method: 'GET', url: '/%72est/health' });
    expect(spelled.headers['content-security-policy']).toBe(rest.headers['content-security-policy']);
    expect(rest.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
