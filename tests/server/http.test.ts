import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would, to see what the caller gets.
  t.app.get('/rest/test/boom', { config: { access: { role: 'public' } } }, async () => {
    throw new Error('connection string postgres://secret@db');
  });
});
afterAll(async () => {
  await t.close();
});

describe('system calls', () => {
  it('health checks the database', async () => {
    const res = await t.app.inject('/rest/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('health says degraded when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.db.close();
    const res = await broken.app.inject('/rest/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'unreachable' });
    await broken.app.close();
    await broken.database.drop().catch(() => {});
  });

  it('client configuration needs no sign-in and names the embedded provider', async () => {
    const res = await t.app.inject('/rest/config/client?domain=sightline.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'embedded', oidcProvider: 'http://localhost:8080/idp', clientId: 'sightline-spa' });
  });

  it('client configuration names a real Keycloak when configured', async () => {
    const kc = await createTestApp({ IDENTITY_MODE: 'keycloak', KEYCLOAK_URL: 'https://sso.example.com/', KEYCLOAK_REALM: 'acme', KEYCLOAK_CLIENT_ID: 'dash' });
    const res = await kc.app.inject('/rest/config/client');
    expect(res.json()).toEqual({ mode: 'keycloak', url: 'https://sso.example.com', realm: 'acme', clientId: 'dash' });
    expect((await kc.app.inject('/idp/.well-known/openid-configuration')).statusCode).not.toBe(200);
    await kc.close();
  });

  it('serves an OpenAPI 3 document listing every REST route with {name} path parameters', async () => {
    const res = await t.app.inject('/rest/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/rest/health',
        '/rest/config/client',
        '/rest/vuejs/auth/login',
        '/rest/vuejs/auth/validatekeycloak',
        '/rest/vuejs/auth/identity',
        '/rest/vuejs/auth/logout',
        '/rest/vuejs/auth/changeuniverse/{universe}',
      ]),
    );
    expect(paths.some((p) => p.includes(':'))).toBe(false);
    const change = doc.paths['/rest/vuejs/auth/changeuniverse/{universe}'].get;
    expect(change.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'universe', in: 'path', required: true })]));
    expect(doc.paths['/rest/vuejs/auth/login'].post.requestBody.content['application/json'].schema).toBeDefined();
  });

  it('the identity provider publishes its discovery document under /idp', async () => {
    const res = await t.app.inject({ url: '/idp/.well-known/openid-configuration', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe('http://localhost:8080/idp');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.authorization_endpoint).toBe('http://localhost:8080/idp/auth');
  });
});

describe('errors', () => {
  it('an unknown REST call is a JSON 404', async () => {
    const res = await t.app.inject('/rest/vuejs/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No such call: GET /rest/vuejs/nothing/here' });
  });

  it('a failure inside a route is a 500 with a request id and no internals', async () => {
    const res = await t.app.inject('/rest/test/boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(body.message).toContain(res.headers['x-request-id']);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toMatch(/at .+\.ts:\d+/);
  });

  it('a body that is not JSON gets a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeDefined();
    expect(res.json().message).toBeTruthy();
  });

  it('the web app opened at another host name than PUBLIC_URL says where Sightline is, instead of failing to sign in', async () => {
    const wrong = await t.app.inject({ url: '/new/ranking/storevisit/all', headers: { host: '127.0.0.1:8080', 'accept-language': 'sv' } });
    expect(wrong.statusCode).toBe(421);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    expect(wrong.body).toContain('<html lang="sv">');
    expect(wrong.body).toContain('PUBLIC_URL=http://127.0.0.1:8080');
    expect(wrong.body).toContain('href="http://localhost:8080/new/ranking/storevisit/all"');
    // The configured host, any port (a proxy may map it), a language label in front of it, and the app's files are served as usual.
    expect((await t.app.inject({ url: '/new/ranking/storevisit/all', headers: { host: 'localhost:9000' } })).statusCode).not.toBe(421);
    expect((await t.app.inject({ url: '/new/upgrade', headers: { host: 'sv.localhost:8080' } })).statusCode).not.toBe(421);
    expect((await t.app.inject({ url: '/new/assets/app.js', headers: { host: '127.0.0.1:8080' } })).statusCode).not.toBe(421);
    expect((await t.app.inject({ url: '/rest/health', headers: { host: '127.0.0.1:8080' } })).statusCode).toBe(200);
  });

  it('the web app: / redirects to /new/, and old-style paths move under /new', async () => {
    expect((await t.app.inject('/')).headers.location).toBe('/new/');
    expect((await t.app.inject('/ranking/storevisit/all')).headers.location).toBe('/new/ranking/storevisit/all');
  });
});
