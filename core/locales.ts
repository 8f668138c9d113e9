/** The five product locales (DESIGN.md rule 3), shared by the app, the engine and the server; English is the fallback. */
export const LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const BY_LANGUAGE: Record<string, Locale> = {
  sv: 'sv',
  da: 'da',
  nb: 'nb',
  no: 'nb', // Norwegian without a written standard: Bokmål
  nn: 'nb', // Nynorsk readers get Bokmål rather than English
  fi: 'fi',
  en: 'en',
};

/** Maps a language tag (`sv-SE`, `sv_SE`, `NB`, `no`) to one of the five locales, else undefined (the app and the sign-in pages alike). */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const language = tag.trim().toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
  return BY_LANGUAGE[language];
}
