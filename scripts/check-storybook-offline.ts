/**
 * The built catalogue (storybook-static/) works offline: nothing in it loads from another host. Scans every HTML, CSS
 * and JavaScript file for a URL with a host in a place that loads it (a script, stylesheet, image or frame source, a
 * CSS `url()` or `@import`, `fetch`, a dynamic `import`, a worker, a socket, a beacon); links a reader may follow and
 * identifiers such as `$schema` or XML namespaces load nothing and pass. Prints what it found; exits 1 on any.
 * Run by `npm run build-storybook` after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOADS = [
  // HTML: <script src>, <img src>, <iframe src>, <link href> (stylesheets, fonts, preloads, icons), <object data>.
  /<(?:script|img|iframe|source|audio|video|embed)\b[^>]*\bsrc\s*=\s*["']?(https?:)?\/\/[^"'\s>]+/gi,
  /<link\b[^>]*\bhref\s*=\s*["']?(https?:)?\/\/[^"'\s>]+/gi,
  /<object\b[^>]*\bdata\s*=\s*["']?(https?:)?\/\/[^"'\s>]+/gi,
  // CSS.
  /url\(\s*["']?(https?:)?\/\/[^"')\s]+/gi,
  /@import\s+(?:url\()?\s*["'](https?:)?\/\/[^"']+/gi,
  // JavaScript: a literal remote address handed to something that fetches it.
  /\b(?:fetch|import|importScripts|sendBeacon|Worker|SharedWorker|EventSource|WebSocket)\s*\(\s*[`"'](?:https?|wss?):\/\/[^`"'\s]+/g,
  /\.open\(\s*[`"'][A-Z]+[`"']\s*,\s*[`"']https?:\/\/[^`"'\s]+/g,
];

/** The remote loads in one file's text. */
export function remoteLoads(text: string): string[] {
  return LOADS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}

export function checkFolder(folder: string): { file: string; load: string }[] {
  const found: { file: string; load: string }[] = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|css|js|mjs)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const load of remoteLoads(fs.readFileSync(file, 'utf8'))) found.push({ file: path.relative(folder, file), load });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? 'storybook-static');
  const found = checkFolder(folder);
  for (const { file, load } of found) console.error(`${file}: ${load.slice(0, 200)}`);
  console.log(found.length === 0 ? `storybook offline: nothing in ${path.relative(process.cwd(), folder)} loads from another host` : `storybook offline: ${found.length} loads from other hosts`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
