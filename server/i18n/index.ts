/**
 * The server's words (report sheets and PDFs, interview tables, cell details, alert information, sample logs,
 * mails) in the five locales, from one catalogue per locale beside this file. A term the app also shows keeps
 * the app's key (`term.*`, `alerts.state.*`, …) and its text (catalogues.test.ts), so it is translated once.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, isLocale, LOCALES, matchLocale, type Locale } from '../../core/locales';
import da from './da.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import nb from './nb.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };

export type ServerMessageId = keyof typeof en;
export type ServerCatalogue = Record<ServerMessageId, string>;

export const SERVER_CATALOGUES: Record<Locale, ServerCatalogue> = { sv, da, nb, fi, en };

// Parsed once per locale and message (intl-messageformat is react-intl's formatter; the app's message ids are typed
// globally for react-intl, so the server formats its own catalogue directly).
const formats = new Map<string, IntlMessageFormat>();

/** A caller's locale as the catalogue knows it: one of the five exactly, else English (as `localize` does). */
export function serverLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The locale a request asks for: the first of `preferred`'s space-separated tags (OIDC `ui_locales`), then of the
 * Accept-Language entries, that is one of the five; else English.
 */
export function requestLocale(acceptLanguage: string | undefined, preferred?: unknown): Locale {
  const tags = [...(typeof preferred === 'string' ? preferred.split(/\s+/) : []), ...(acceptLanguage ?? '').split(',').map((entry) => entry.split(';')[0]!)];
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The message `id` in `locale` (English for another locale), with ICU arguments filled from `values`. */
export function text(locale: string | null | undefined, id: ServerMessageId, values?: Record<string, string | number>): string {
  const lang = serverLocale(locale);
  const key = `${lang} ${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(SERVER_CATALOGUES[lang][id], lang);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** The message in every locale: a built-in default standing in for a configuration's localized text. */
export function textInEveryLocale(id: ServerMessageId): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale, id)])) as Record<Locale, string>;
}
