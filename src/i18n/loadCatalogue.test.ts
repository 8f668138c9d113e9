import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, loadCatalogue } from './index.ts';

describe('loadCatalogue', () => {
  it.each(LOCALES)('loads the %s messages from their own file', async (locale) => {
    const file = JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    await expect(loadCatalogue(locale)).resolves.toEqual(file);
  });

  it('fetches a locale once per page load', () => {
    expect(loadCatalogue('fi')).toBe(loadCatalogue('fi'));
  });
});
