import { describe, expect, it, vi } from 'vitest';
import { browserLanguages, hostLocale, matchLocale, pickLocale } from './index.ts';

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

  it("prefers the user's locale, then the server host's, then the browser's languages, then English", () => {
    expect(pickLocale('fi_FI', ['sv-SE'], 'dash.sightline.se')).toBe('fi');
    expect(pickLocale(undefined, ['fi'], 'dash.sightline.se')).toBe('sv');
    expect(pickLocale(undefined, ['de-DE', 'da-DK'], 'localhost')).toBe('da');
    expect(pickLocale('de', ['sv'], 'localhost')).toBe('sv');
    expect(pickLocale(null, ['de-DE', 'fr'], 'localhost')).toBe('en');
    expect(pickLocale(undefined, [], undefined)).toBe('en');
  });

  it('reads the start language from the server host', () => {
    expect(hostLocale('feedback.example.se')).toBe('sv');
    expect(hostLocale('feedback.example.dk')).toBe('da');
    expect(hostLocale('feedback.example.no')).toBe('nb');
    expect(hostLocale('feedback.example.fi')).toBe('fi');
    expect(hostLocale('fi.sightline.example.com')).toBe('fi');
    expect(hostLocale('sightline.example.com')).toBe('en');
    expect(hostLocale('localhost')).toBeUndefined();
    expect(hostLocale('127.0.0.1')).toBeUndefined();
  });

  it('reads navigator.languages, falling back to navigator.language', () => {
    expect(browserLanguages({ languages: ['nb-NO', 'en'], language: 'nb-NO' })).toEqual(['nb-NO', 'en']);
    expect(browserLanguages({ languages: [], language: 'fi' })).toEqual(['fi']);
  });

  it('has no languages where there is no navigator (Node before 21, a worker without one)', () => {
    vi.stubGlobal('navigator', undefined);
    try {
      expect(browserLanguages()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
