/** The languages of the text engine (its own module so the engine's parts can share it without an import cycle). */
export type TextLanguage = 'sv' | 'da' | 'no' | 'fi' | 'en';

export const TEXT_LANGUAGES: readonly TextLanguage[] = ['sv', 'da', 'no', 'fi', 'en'];
