import type { Locale } from '../../core/locales.ts';
import da from './da.json';
import en from './en.json';
import fi from './fi.json';
import nb from './nb.json';
import sv from './sv.json';
import type { Catalogue } from './index.ts';

/**
 * All five catalogues at once, for the fixture engine (Storybook, the playground, tests), which renders
 * synchronously in any locale. The app never imports this: it loads one locale's words area by area (`loadArea`, src/i18n/areas.ts).
 */
export const STATIC_CATALOGUES: Record<Locale, Catalogue> = { sv, da, nb, fi, en };
