import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.ts';
import type { MessageId } from './index.ts';
import { STATIC_CATALOGUES } from './staticCatalogues.ts';

const say = (locale: Locale, id: MessageId, values: Record<string, number>) => String(new IntlMessageFormat(STATIC_CATALOGUES[locale][id], locale).format(values));
/** Locale number formats group with a no-break space (U+00A0 or U+202F); tests read it as a plain space. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('counts in messages use the locale number format (ICU number and plural)', () => {
  it('groups the digits of row ranges and totals as the locale does', () => {
    expect(say('en', 'ranking.rows', { from: 1, to: 50, total: 12345 })).toBe('Rows 1–50 of 12,345');
    expect(plain(say('sv', 'ranking.rows', { from: 12301, to: 12345, total: 12345 }))).toBe('Rad 12 301–12 345 av 12 345');
    expect(say('da', 'common.displayedRows', { from: 1, to: 25, count: 50000 })).toBe('1–25 af 50.000');
    expect(plain(say('fi', 'common.displayedRows', { from: 1, to: 25, count: 1000 }))).toBe('1–25 / 1 000');
    expect(say('en', 'interview.mailStats', { sent: 1200, opened: 3, shareOpened: 0, clicked: 1 })).toBe('Sent 1,200 · opened 3 · opened from a share 0 · clicked 1');
  });

  it('says one row and many rows', () => {
    expect(say('en', 'widget.rankingTable.shown', { shown: 1, total: 1 })).toBe('1 of 1 row');
    expect(say('en', 'widget.rankingTable.shown', { shown: 10, total: 2500 })).toBe('10 of 2,500 rows');
    expect(say('fi', 'widget.rankingTable.shown', { shown: 1, total: 1 })).toBe('1 / 1 rivi');
  });
});
