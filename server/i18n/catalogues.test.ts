import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales';
import { STATIC_CATALOGUES } from '../../src/i18n/staticCatalogues';
import { SERVER_CATALOGUES, text } from './index';

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const serverKeys = Object.keys(SERVER_CATALOGUES.en).sort();
const appKeys = new Set(Object.keys(STATIC_CATALOGUES.en));
/** Keys both sides hold: a term the app and the server files both show, translated once. */
const sharedKeys = serverKeys.filter((k) => appKeys.has(k));

describe('server catalogues (server/i18n/<locale>.json)', () => {
  describe.each(LOCALES)('%s', (locale) => {
    const catalogue: Record<string, string> = SERVER_CATALOGUES[locale];

    it('has exactly the keys of en.json, each a non-empty ICU message with the arguments of en', () => {
      expect(Object.keys(catalogue).sort()).toEqual(serverKeys);
      for (const key of serverKeys) {
        expect(catalogue[key]!.trim(), `${locale} ${key}`).not.toBe('');
        expect(argumentNames(catalogue[key]!), `${locale} ${key} arguments`).toEqual(argumentNames(SERVER_CATALOGUES.en[key as keyof typeof SERVER_CATALOGUES.en]));
      }
    });

    it('says a shared term exactly as the app does', () => {
      const differing = sharedKeys.filter((k) => catalogue[k] !== STATIC_CATALOGUES[locale][k as keyof (typeof STATIC_CATALOGUES)['en']]);
      expect(differing.map((k) => `${k}: server "${catalogue[k]}", app "${STATIC_CATALOGUES[locale][k as keyof (typeof STATIC_CATALOGUES)['en']]}"`)).toEqual([]);
    });
  });

  it('shares the terms both sides show (every term.* key is in both catalogues)', () => {
    const terms = [...new Set([...serverKeys, ...appKeys].filter((k) => k.startsWith('term.')))].sort();
    expect(terms.filter((k) => !sharedKeys.includes(k))).toEqual([]);
    expect(sharedKeys).toEqual(expect.arrayContaining(['term.total', 'term.period', 'samplelist.title', 'alerts.state.open']));
  });

  it('fills arguments and falls back to English for another locale', () => {
    expect(text('sv', 'report.truncated', { n: 500 })).toBe('Endast de första 500 raderna ingår; begränsa urvalet för resten.');
    // A count in the locale's number format (the report's row limit is 100 000).
    expect(text('sv', 'report.truncated', { n: 100_000 }).replace(/[\u00a0\u202f]/g, ' ')).toBe('Endast de första 100 000 raderna ingår; begränsa urvalet för resten.');
    expect(text('en', 'report.truncated', { n: 100_000 })).toBe('Only the first 100,000 rows are included; narrow the selection for the rest.');
    expect(text('de', 'term.total')).toBe('Total');
    expect(text('da', 'samplelist.title')).toBe(STATIC_CATALOGUES.da['samplelist.title']);
  });
});
