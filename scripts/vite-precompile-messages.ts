import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, ResolvedConfig } from 'vite';

const CATALOGUE = /[/\\]src[/\\]i18n[/\\][a-z]{2}\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** A message catalogue's JSON text with every message parsed into react-intl's AST (what the browser would do on first use). */
export function precompileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)])));
}

/** Whether this build ships parsed messages: the app's build into `dist/`, not Storybook's, not the tests. */
export function shipsParsedMessages(config: ResolvedConfig): boolean {
  return config.command === 'build' && path.resolve(config.root, config.build.outDir) === path.resolve(config.root, 'dist');
}

/**
 * The app's build ships the catalogues (src/i18n/<locale>.json) already parsed, so the ICU message parser
 * (about 8 KB gzip) leaves the first download for formatjs's parser-less build (DESIGN.md: 200 KB budget); the
 * catalogue grows by well under 1 KB. react-intl formats a parsed message exactly as it formats the text.
 * Only for the build into `dist/`: Storybook (which reuses this configuration) and the tests keep the text.
 */
export function precompileMessages(): Plugin {
  let enabled = false;
  return {
    name: 'sightline-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      enabled = shipsParsedMessages(config);
    },
    async resolveId(source, importer) {
      if (!enabled || source !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    transform(code, id) {
      if (!enabled || !CATALOGUE.test(id)) return null;
      return { code: precompileCatalogue(code), map: null };
    },
  };
}
