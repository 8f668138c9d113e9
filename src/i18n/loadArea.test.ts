import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaOf, MESSAGE_AREAS } from './areas.ts';
import { LOCALES, loadArea } from './index.ts';

describe('loadArea', () => {
  it.each(LOCALES)('loads the %s messages from their own file, area by area', async (locale) => {
    const file = JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const areas = await Promise.all(MESSAGE_AREAS.map((area) => loadArea(locale, area)));
    MESSAGE_AREAS.forEach((area, i) => {
      expect(Object.keys(areas[i]!).length, `${locale} ${area}`).toBeGreaterThan(0);
      for (const id of Object.keys(areas[i]!)) expect(areaOf(id), id).toBe(area);
    });
    expect(Object.assign({}, ...areas)).toEqual(file);
  });

  it('fetches an area of a locale once per page load', () => {
    expect(loadArea('fi', 'widgets')).toBe(loadArea('fi', 'widgets'));
  });
});
