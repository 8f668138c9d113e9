import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales';
import { SERVER_CATALOGUES, text } from '../i18n';
import { pickIdpLocale } from './messages';

describe('sign-in page language', () => {
  it('prefers ui_locales, then Accept-Language, then English', () => {
    expect(pickIdpLocale('fi', 'sv-SE,sv;q=0.9')).toBe('fi');
    expect(pickIdpLocale(undefined, 'da-DK,da;q=0.9,en;q=0.5')).toBe('da');
    expect(pickIdpLocale(undefined, 'no-NO')).toBe('nb');
    expect(pickIdpLocale(undefined, 'de-DE,fr')).toBe('en');
    expect(pickIdpLocale(undefined, undefined)).toBe('en');
  });

  it('has every text in all five languages (the idp.* messages of the server catalogue)', () => {
    const keys = Object.keys(SERVER_CATALOGUES.en).filter((k) => k.startsWith('idp.')).sort();
    expect(keys).toHaveLength(20);
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_CATALOGUES[locale]).filter((k) => k.startsWith('idp.')).sort(), locale).toEqual(keys);
    }
  });

  it('says the sign-in texts exactly, with their values filled in', () => {
    expect(LOCALES.map((l) => text(l, 'idp.title'))).toEqual(['Logga in på Sightline', 'Log ind på Sightline', 'Logg inn på Sightline', 'Kirjaudu Sightlineen', 'Sign in to Sightline']);
    expect(text('nb', 'idp.unknownUser', { username: 'kari' })).toBe('Det finnes ingen bruker som heter kari.');
    expect(text('fi', 'idp.tooManyAttempts', { wait: '15 min' })).toBe('Liian monta epäonnistunutta kirjautumista. Yritä uudelleen 15 min kuluttua.');
    expect(text('sv', 'idp.wrongAddress', { here: 'http://127.0.0.1:3000', publicUrl: 'http://localhost:3000' })).toBe(
      'Du öppnade Sightline på http://127.0.0.1:3000, men den är inställd för att nås på http://localhost:3000, och inloggning fungerar bara där. Starta servern med PUBLIC_URL=http://127.0.0.1:3000 för att använda http://127.0.0.1:3000.',
    );
    // A user name is a value, not a pattern: `$&` and braces come out as typed.
    expect(text('en', 'idp.unknownUser', { username: 'a$&b{c}' })).toBe('There is no user called a$&b{c}.');
  });
});
