/**
 * The Keycloak directory against a small Keycloak stand-in on a local port (Keycloak itself cannot run here): the two
 * admin REST calls it makes, the client-credentials token and the user lookup, answered as Keycloak answers them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keycloakDirectory } from './keycloak-directory';

let server: http.Server;
let url = '';
const asked: string[] = [];
const USERS = [{ id: '5b1f0c6e-kc', username: 'nina.north@example.com', email: 'nina.north@example.com', firstName: 'Nina', lastName: 'North', enabled: true }];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/realms/acme/protocol/openid-connect/token') {
        const form = new URLSearchParams(body);
        const ok = form.get('grant_type') === 'client_credentials' && form.get('client_id') === 'sightline-admin' && form.get('client_secret') === 'right';
        return ok ? json(200, { access_token: 'admin-token', token_type: 'Bearer' }) : json(401, { error: 'unauthorized_client' });
      }
      const lookup = new URL(req.url ?? '', 'http://x');
      if (lookup.pathname === '/admin/realms/acme/users') {
        if (req.headers.authorization !== 'Bearer admin-token') return json(401, {});
        return json(200, USERS.filter((u) => u.username === lookup.searchParams.get('username')));
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = {} as pg.ClientBase;
const usernames = new Map([
  [7, 'nina.north@example.com'],
  [8, 'gone@example.com'],
]);
const lookup = async (_: pg.ClientBase, id: number) => usernames.get(id) ?? null;
const config = (secret = 'right') => ({ mode: 'keycloak' as const, url, realm: 'acme', clientId: 'sightline', admin: { clientId: 'sightline-admin', clientSecret: secret } });

describe("the identity-provider block from Keycloak's admin REST API", () => {
  it("answers Keycloak's account of the user, looked up by username with the admin client's token", async () => {
    expect(await keycloakDirectory(config(), lookup).account(client, 7)).toEqual({
      userId: '5b1f0c6e-kc',
      email: 'nina.north@example.com',
      firstName: 'Nina',
      lastName: 'North',
      enabled: true,
      error: '',
    });
    expect(asked.slice(-2)).toEqual(['POST /realms/acme/protocol/openid-connect/token', 'GET /admin/realms/acme/users?username=nina.north%40example.com&exact=true']);
  });

  it('says why in the error when Keycloak has no such account, refuses the admin client, cannot be reached or is not configured', async () => {
    expect((await keycloakDirectory(config(), lookup).account(client, 8)).error).toBe('Keycloak has no account gone@example.com.');
    expect((await keycloakDirectory(config('wrong'), lookup).account(client, 7)).error).toBe('Keycloak refused the admin client sightline-admin (401).');
    expect((await keycloakDirectory({ ...config(), url: 'http://127.0.0.1:9' }, lookup).account(client, 7)).error).toBe('Keycloak could not be reached at http://127.0.0.1:9.');
    const { admin: _, ...bare } = config();
    expect((await keycloakDirectory(bare, lookup).account(client, 7)).error).toMatch(/No Keycloak admin client is configured/);
  });
});
