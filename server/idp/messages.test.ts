import { describe, expect, it } from 'vitest';
import { IDP_LOCALES, IDP_MESSAGES, pickIdpLocale } from './messages';

describe('sign-in page language', () => {
  it('prefers ui_locales, then Accept-Language, then English', () => {
    expect(pickIdpLocale('fi', 'sv-SE,sv;q=0.9')).toBe('fi');
    expect(pickIdpLocale(undefined, 'da-DK,da;q=0.9,en;q=0.5')).toBe('da');
    expect(pickIdpLocale(undefined, 'no-NO')).toBe('nb');
    expect(pickIdpLocale(undefined, 'de-DE,fr')).toBe('en');
    expect(pickIdpLocale(undefined, undefined)).toBe('en');
  });

  it('has every text in all five languages', () => {
    const keys = Object.keys(IDP_MESSAGES.en).sort();
    for (const locale of IDP_LOCALES) {
      expect(Object.keys(IDP_MESSAGES[locale]).sort(), locale).toEqual(keys);
      for (const value of Object.values(IDP_MESSAGES[locale])) expect(value.trim().length, locale).toBeGreaterThan(0);
    }
  });
});
