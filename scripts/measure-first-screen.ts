/**
 * Bytes on the wire of the first screen (index.html, then the scripts and styles the sign-in screen needs, the
 * same files as scripts/check-bundle-budget.ts counts) as a browser gets them from a running server: it asks
 * with `accept-encoding: br, gzip` and counts the body bytes as they arrive, before any decoding.
 * Run: `node --import tsx scripts/measure-first-screen.ts [http://localhost:8080]` (after `npm run build`).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_MODULES, FIRST_SCREEN_MODULES, filesWithStaticImports, type Manifest } from './check-bundle-budget.ts';

interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

function fetchRaw(url: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve({ url, bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function main(): Promise<void> {
  const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest & Record<string, { css?: string[] }>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const scripts = filesWithStaticImports(manifest, [...entries, ...FIRST_SCREEN_MODULES]);
  // The largest locale's core messages, as the bundle budget counts them (the other areas load with their screens).
  const catalogue = CATALOGUE_MODULES.map((key) => filesWithStaticImports(manifest, [key]).filter((f) => !scripts.includes(f))).sort(
    (a, b) => b.reduce((s, f) => s + fs.statSync(path.join(root, 'dist', f)).size, 0) - a.reduce((s, f) => s + fs.statSync(path.join(root, 'dist', f)).size, 0),
  )[0];
  const styles = [...new Set(Object.values(manifest).flatMap((chunk) => (scripts.includes(chunk.file) ? (chunk.css ?? []) : [])))];
  const urls = [`${base}/new/`, ...[...scripts, ...(catalogue ?? []), ...styles].map((f) => `${base}/new/${f}`)];

  const transfers = await Promise.all(urls.map(fetchRaw));
  const raw = urls.slice(1).reduce((sum, u) => sum + fs.statSync(path.join(root, 'dist', new URL(u).pathname.slice('/new/'.length))).size, 0) + fs.statSync(path.join(root, 'dist', 'index.html')).size;
  for (const t of transfers.sort((a, b) => b.bytes - a.bytes)) console.log(`${(t.bytes / 1024).toFixed(1).padStart(8)} KB  ${t.encoding.padEnd(5)} ${new URL(t.url).pathname}`);
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  console.log(`First screen: ${(total / 1024).toFixed(1)} KB on the wire for ${transfers.length} files (${(raw / 1024).toFixed(1)} KB uncompressed).`);
}

await main();
