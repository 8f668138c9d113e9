/**
 * Initial JavaScript budget (DESIGN.md, Front end: at most 200 KB gzip). Builds dist/ when stale, reads Vite's
 * manifest and sums the gzip size of every chunk the browser needs before the first screen is usable: the entry of
 * index.html, the chunks App and the login route fetch at once, the core messages of one locale (the largest, as the
 * worst case; the other areas of the catalogue load with their screens, src/i18n/areas.ts) and keycloak-js (fetched while the sign-in progress screen shows), each with its static imports.
 * Prints the chunks and the total; exits 1 above the budget. Run: `npm run bench:bundle`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSpaIfStale } from './spa-build.ts';

export const BUDGET_BYTES = 200 * 1024;

/** The part of a Vite manifest entry this check reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Modules loaded by dynamic import before the sign-in screen is usable (kept in step with src/App.tsx and src/router.tsx). */
export const FIRST_SCREEN_MODULES = [
  'src/router.tsx',
  'src/screens/login/LoginScreen.tsx',
  'src/screens/login/LoginStateView.tsx',
  'node_modules/keycloak-js/lib/keycloak.js',
];
export const LOCALE_CODES = ['sv', 'da', 'nb', 'fi', 'en'];
/** The manifest key of one area of a locale's catalogue (scripts/vite-message-areas.ts). */
export const catalogueModule = (locale: string, area: string) => `src/i18n/${locale}.json?area=${area}`;
/** What the first screen fetches of each locale's catalogue: its core. */
export const CATALOGUE_MODULES = LOCALE_CODES.map((l) => catalogueModule(l, 'core'));

/** The JavaScript files of the given manifest keys and of everything they import statically, each once. */
export function filesWithStaticImports(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; update the module list in scripts/check-bundle-budget.ts`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  buildSpaIfStale();
  const dist = path.join(root, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const base = filesWithStaticImports(manifest, [...entries, ...FIRST_SCREEN_MODULES]);
  // Only the chosen locale's core messages are fetched; count the locale that adds the most.
  const catalogue = LOCALE_CODES.map((locale) => {
    const files = filesWithStaticImports(manifest, [catalogueModule(locale, 'core')]).filter((f) => !base.includes(f));
    return { locale, files, size: files.reduce((sum, f) => sum + gzipSize(f), 0) };
  }).sort((a, b) => b.size - a.size)[0];
  const files = [...base, ...(catalogue?.files ?? [])];
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);

  for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`${kb(gzipSize(file)).padStart(9)}  ${file}`);
  if (catalogue) {
    // What the first screen saves: the whole catalogue is every area of the locale (what it downloaded before the split).
    const areas = Object.keys(manifest).filter((key) => key.startsWith(`src/i18n/${catalogue.locale}.json?area=`));
    const whole = areas.reduce((sum, key) => sum + gzipSize(manifest[key]!.file), 0);
    console.log(`Messages (${catalogue.locale}): core ${kb(catalogue.size)} of ${kb(whole)} gzip in ${areas.length} areas; the rest loads with its screens.`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`Initial JavaScript: ${kb(total)} gzip in ${files.length} files, ${verdict} the ${kb(BUDGET_BYTES)} budget (DESIGN.md).`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
