import { describe, expect, it } from 'vitest';
import { browserLanguages, matchLocale, pickLocale } from './index.ts';

describe('locale choice', () => {
  it('maps language tags to the five locales', () => {
    expect(matchLocale('sv-SE')).toBe('sv');
    expect(matchLocale('sv_FI')).toBe('sv');
    expect(matchLocale('DA')).toBe('da');
    expect(matchLocale('no')).toBe('nb');
    expect(matchLocale('nn-NO')).toBe('nb');
    expect(matchLocale('nb-NO')).toBe('nb');
    expect(matchLocale('fi')).toBe('fi');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('de-DE')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });

  it("prefers the user's locale, then the browser's languages, then English", () => {
    expect(pickLocale('fi_FI', ['sv-SE'])).toBe('fi');
    expect(pickLocale(undefined, ['de-DE', 'da-DK'])).toBe('da');
    expect(pickLocale('de', ['sv'])).toBe('sv');
    expect(pickLocale(null, ['de-DE', 'fr'])).toBe('en');
    expect(pickLocale(undefined, [])).toBe('en');
  });

  it('reads navigator.languages, falling back to navigator.language', () => {
    expect(browserLanguages({ languages: ['nb-NO', 'en'], language: 'nb-NO' })).toEqual(['nb-NO', 'en']);
    expect(browserLanguages({ languages: [], language: 'fi' })).toEqual(['fi']);
    expect(browserLanguages(undefined)).toEqual([]);
  });
});
