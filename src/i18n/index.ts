import type en from './en.json';
import MESSAGE_LOADERS from 'virtual:message-loaders';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../core/locales.ts';
import type { MessageArea } from './areas.ts';

export { LOCALES, DEFAULT_LOCALE, matchLocale } from '../../core/locales.ts';
/** One of the five locales the app speaks (core/locales.ts). */
export type AppLocale = Locale;

/** Every message id; en.json is the reference catalogue (the catalogue test keeps the others equal). */
export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

/** Some of a catalogue: the messages of one or more areas (src/i18n/areas.ts). */
export type Messages = Partial<Catalogue>;

const loadedAreas = new Map<string, Promise<Messages>>();

/**
 * The messages of one area of the locale's catalogue, fetched once per page load. Each is its own chunk, cut from
 * `<locale>.json` at build time (scripts/vite-message-areas.ts): the first screen downloads only the core of the
 * locale it speaks (DESIGN.md: 200 KB budget).
 */
export function loadArea(locale: AppLocale, area: MessageArea): Promise<Messages> {
  const key = `${locale}/${area}`;
  let loading = loadedAreas.get(key);
  if (!loading) {
    loading = MESSAGE_LOADERS[locale][area]().then((m) => m.default);
    // A failed fetch (network blip) may be retried by the next render rather than cached.
    loading.catch(() => loadedAreas.delete(key));
    loadedAreas.set(key, loading);
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
