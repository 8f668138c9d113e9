import type en from './en.json';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../core/locales.ts';

export { LOCALES, DEFAULT_LOCALE, matchLocale } from '../../core/locales.ts';
/** One of the five locales the app speaks (core/locales.ts). */
export type AppLocale = Locale;

/** Every message id; en.json is the reference catalogue (the catalogue test keeps the others equal). */
export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

// Each catalogue is its own chunk: the first screen downloads only the one it speaks (DESIGN.md: 200 KB budget).
const CATALOGUE_LOADERS: Record<AppLocale, () => Promise<{ default: Catalogue }>> = {
  sv: () => import('./sv.json'),
  da: () => import('./da.json'),
  nb: () => import('./nb.json'),
  fi: () => import('./fi.json'),
  en: () => import('./en.json'),
};

const loadedCatalogues = new Map<AppLocale, Promise<Catalogue>>();

/** The locale's messages, fetched once per page load. */
export function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  let loading = loadedCatalogues.get(locale);
  if (!loading) {
    loading = CATALOGUE_LOADERS[locale]().then((m) => m.default);
    // A failed fetch (network blip) may be retried by the next render rather than cached.
    loading.catch(() => loadedCatalogues.delete(locale));
    loadedCatalogues.set(locale, loading);
  }
  return loading;
}

// Message ids are checked at compile time in formatMessage / <FormattedMessage>.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(nav: Pick<Navigator, 'language' | 'languages'> | undefined = globalThis.navigator): string[] {
  if (!nav) return [];
  return nav.languages?.length ? [...nav.languages] : nav.language ? [nav.language] : [];
}

/**
 * The start screen's language comes from the server's host (spec 1 section 1: Swedish, Danish or
 * Norwegian, Finnish, English): the country domain, or a language label in the host name
 * (`sv.sightline.example`). Undefined for other hosts.
 */
export function hostLocale(hostname: string | undefined = globalThis.location?.hostname): AppLocale | undefined {
  if (!hostname) return undefined;
  const labels = hostname.toLowerCase().split('.');
  const byCountry: Record<string, AppLocale> = { se: 'sv', dk: 'da', no: 'nb', fi: 'fi', uk: 'en', com: 'en' };
  const tld = labels.at(-1) ?? '';
  if (labels.length > 1 && tld in byCountry && tld !== 'com') return byCountry[tld];
  for (const label of labels.slice(0, -1)) {
    const match = matchLocale(label);
    if (match && label.length === 2) return match;
  }
  return tld === 'com' || tld === 'uk' ? 'en' : undefined;
}

/**
 * The signed-in user's locale when it is one of the five; before sign-in (or for another locale)
 * the server host's language; else the browser's first language that is one of the five; else English.
 */
export function pickLocale(
  userLocale: string | null | undefined,
  languages: readonly string[] = browserLanguages(),
  hostname: string | undefined = globalThis.location?.hostname,
): AppLocale {
  return matchLocale(userLocale) ?? hostLocale(hostname) ?? languages.map(matchLocale).find((l) => l !== undefined) ?? DEFAULT_LOCALE;
}
