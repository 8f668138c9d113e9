import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from '../support/app';

/**
 * How the SPA travels: index.html is never served from a cache without asking, the hashed files under
 * /new/assets/ are cached for a year, and text travels compressed to a browser that accepts it.
 */
let t: TestApp;
let app: FastifyInstance;
let spaDir: string;
const script = `export function hello(){return ${JSON.stringify('Sightline '.repeat(4000))}}\n`;
const stylesheet = `${'.sightline{color:#0000c8}\n'.repeat(500)}`;
const precompressed = zlib.brotliCompressSync(stylesheet, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

beforeAll(async () => {
  t = await createTestApp();
  spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-spa-'));
  fs.mkdirSync(path.join(spaDir, 'assets'));
  fs.writeFileSync(path.join(spaDir, 'index.html'), `<!doctype html><html><head><script type="module" src="/new/assets/index-B3x9Qa1z.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`);
  fs.writeFileSync(path.join(spaDir, 'assets', 'index-B3x9Qa1z.js'), script);
  fs.writeFileSync(path.join(spaDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `npm run build` writes beside each text file (scripts/vite-precompress.ts).
  fs.writeFileSync(path.join(spaDir, 'assets', 'style-Q1w2E3r4.css'), stylesheet);
  fs.writeFileSync(path.join(spaDir, 'assets', 'style-Q1w2E3r4.css.br'), precompressed);
  app = await buildApp(t.config, { db: t.database.db, idpKeys: t.idpKeys, spaDir });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(spaDir, { recursive: true, force: true });
});

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
  return body.toString('utf8');
}

describe('caching', () => {
  it('index.html is revalidated on every route that serves it', async () => {
    for (const url of ['/new/', '/new/index.html', '/new/ranking/storevisit/all']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('index-B3x9Qa1z.js');
      expect(res.headers['cache-control'], url).toMatch(/no-cache|no-store/);
      expect(res.headers['cache-control'], url).not.toMatch(/max-age=[1-9]/);
    }
  });

  it('hashed assets are cached for a year and never revalidated', async () => {
    const res = await app.inject('/new/assets/index-B3x9Qa1z.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other files of the build get a short cache', async () => {
    const res = await app.inject('/new/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  it('scripts and the page travel as brotli, or gzip, to a browser that accepts them', async () => {
    const br = await app.inject({ url: '/new/assets/index-B3x9Qa1z.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(br)).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await app.inject({ url: '/new/assets/index-B3x9Qa1z.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const page = await app.inject({ url: '/new/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('index-B3x9Qa1z.js');

    const plain = await app.inject({ url: '/new/assets/index-B3x9Qa1z.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("the build's precompressed files are sent as they are, with the hashed assets' caching", async () => {
    const res = await app.inject({ url: '/new/assets/style-Q1w2E3r4.css', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(precompressed)).toBe(true);
    // No .gz beside it: a gzip-only browser gets it compressed on the fly.
    const gzip = await app.inject({ url: '/new/assets/style-Q1w2E3r4.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(stylesheet);
  });

  it('JSON answers of the API are compressed too', async () => {
    const res = await app.inject({ url: '/rest/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res)).openapi).toMatch(/^3\./);
  });

  it('a compressed request body is not accepted (nothing to inflate behind the body limit)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rest/vuejs/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'user', password: 'sightline-user' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
