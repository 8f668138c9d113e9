/** The five product locales (DESIGN.md rule 3), shared by the app, the engine and the server; English is the fallback. */
export const LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
