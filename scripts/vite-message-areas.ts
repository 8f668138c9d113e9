import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../core/locales.ts';
import { MESSAGE_AREAS, messagesOfArea } from '../src/i18n/areas.ts';
import { precompileCatalogue, shipsParsedMessages } from './vite-precompile-messages.ts';

const LOADERS = 'virtual:message-loaders';
const RESOLVED_LOADERS = `\0${LOADERS}`;
const AREA_IMPORT = /^virtual:messages\/([a-z]{2})\/(\w+)$/;
/** `src/i18n/<locale>.json?area=<area>` (the dev server may add its own query parameters). */
const AREA_MODULE = /[/\\]src[/\\]i18n[/\\][a-z]{2}\.json\?(?:.*&)?area=(\w+)/;

/**
 * One chunk per locale and message area (src/i18n/areas.ts), cut from the one catalogue file at build time, so the
 * first screen downloads only the core of its locale (DESIGN.md: 200 KB budget). `virtual:message-loaders` is the
 * table of their dynamic imports (`loaders[locale][area]()`); each area's module is `src/i18n/<locale>.json?area=<area>`,
 * which Vite's manifest names so. The app, the dev server, Storybook and the tests all load the words this way; the app's
 * build ships them parsed (scripts/vite-precompile-messages.ts).
 */
export function messageAreas(): Plugin {
  let root = process.cwd();
  let parsed = false;
  return {
    name: 'sightline-message-areas',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      parsed = shipsParsedMessages(config);
    },
    resolveId(source) {
      if (source === LOADERS) return RESOLVED_LOADERS;
      const match = AREA_IMPORT.exec(source);
      return match ? `${path.join(root, 'src', 'i18n', `${match[1]}.json`)}?area=${match[2]}` : null;
    },
    load(id) {
      if (id === RESOLVED_LOADERS) {
        const table = LOCALES.map(
          (locale) => `  ${locale}: {\n${MESSAGE_AREAS.map((area) => `    ${area}: () => import('virtual:messages/${locale}/${area}'),`).join('\n')}\n  },`,
        );
        return `export default {\n${table.join('\n')}\n};\n`;
      }
      const match = AREA_MODULE.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const area = match[1] as (typeof MESSAGE_AREAS)[number];
      if (!MESSAGE_AREAS.includes(area)) this.error(`${id}: no message area "${area}" in src/i18n/areas.ts`);
      const json = JSON.stringify(messagesOfArea(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>, area));
      // As JavaScript: Vite's JSON handling does not take a module with a query. Parsed like the whole catalogues were.
      return { code: `export default ${parsed ? precompileCatalogue(json) : json};\n`, map: null };
    },
  };
}
