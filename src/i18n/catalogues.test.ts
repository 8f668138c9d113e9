import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './index.ts';

const dir = dirname(fileURLToPath(import.meta.url));

function load(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
}

/** The argument names a message uses ({name}, {count, plural, ...}, <b></b> tags), sorted. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.tag) argumentNames(el.children, into);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentNames(option.value, into);
    }
  }
  return [...into].sort();
}

const reference = load('en');
const referenceKeys = Object.keys(reference).sort();

describe('message catalogues', () => {
  it('exist for exactly sv, da, nb, fi and en', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    const catalogue = load(locale);

    it('has exactly the keys of en.json', () => {
      const keys = Object.keys(catalogue);
      expect({ missing: referenceKeys.filter((k) => !(k in catalogue)), extra: keys.filter((k) => !(k in reference)) }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it.each(Object.keys(catalogue))('%s is a non-empty ICU message with the same arguments as in en', (key) => {
      const message = catalogue[key];
      expect(typeof message, `${locale}.json ${key} must be a string (catalogues are flat)`).toBe('string');
      expect((message as string).trim()).not.toBe('');
      let ast: MessageFormatElement[] = [];
      expect(() => {
        ast = parse(message as string);
      }, `${locale}.json ${key} is not valid ICU: ${String(message)}`).not.toThrow();
      const enMessage = reference[key];
      if (typeof enMessage === 'string') {
        expect(argumentNames(ast), `${locale}.json ${key} arguments`).toEqual(argumentNames(parse(enMessage)));
      }
    });
  });
});
