/**
 * The embedded sign-in pages' language. Their texts are the server catalogue's `idp.*` messages (server/i18n), in
 * the five locales of core/locales.ts like every other word.
 */
import type { Locale } from '../../core/locales';
import { requestLocale } from '../i18n';

/** ui_locales from the authorization request first, then Accept-Language (Norwegian variants are nb), else English. */
export function pickIdpLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  return requestLocale(acceptLanguage, uiLocales);
}

/** A wait as the sign-in page shows it, the same in all five languages: "45 s", "15 min". */
export function shortWait(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
