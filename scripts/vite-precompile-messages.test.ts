import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/locales.ts';
import { precompileCatalogue } from './vite-precompile-messages.ts';

const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n');

/** A value for every argument of a message, so each branch a caller can reach is formatted. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] = `«${el.value}»`;
    if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 1234.5;
    if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2026, 0, 15, 12, 30));
    if (el.type === TYPE.select) values[el.value] = Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
    if (el.type === TYPE.tag) {
      values[el.value] = (chunks: unknown[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      sampleValues(el.children, values);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) sampleValues(option.value, values);
  }
  return values;
}

describe('precompiled catalogues (the build ships them parsed, without the ICU parser)', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every message formats exactly as its text does`, () => {
      const text = fs.readFileSync(path.join(i18n, `${locale}.json`), 'utf8');
      const messages = JSON.parse(text) as Record<string, string>;
      const compiled = JSON.parse(precompileCatalogue(text)) as Record<string, MessageFormatElement[]>;
      expect(Object.keys(compiled)).toEqual(Object.keys(messages));
      for (const [id, message] of Object.entries(messages)) {
        const ast = compiled[id]!;
        expect(Array.isArray(ast), id).toBe(true);
        const values = sampleValues(ast);
        const format = (source: string | MessageFormatElement[]) => new IntlMessageFormat(source, locale).format(values);
        expect(format(ast), id).toEqual(format(message));
      }
    });
  }
});
