// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../core/drillpath/tokens';
import en from '../i18n/en.json';
import sv from '../i18n/sv.json';
import { chipsOf } from './filters/chips.ts';
import { useFilterTitles } from './useFilterTitles.ts';

function chipTitles(locale: string, messages: Record<string, string>, drillFilters: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale={locale} messages={messages}>{children}</IntlProvider>;
  const { result } = renderHook(() => useFilterTitles(undefined), { wrapper });
  return chipsOf(parseFilters(drillFilters), result.current, () => undefined).map((c) => [c.filterTitle, c.valueTitle]);
}

describe('filter titles', () => {
  it('names the rank type of a shortcut (rtype=2) by its title, not its code, in the user’s language', () => {
    expect(chipTitles('en', en, 'rtype=2')).toEqual([['Rank by', 'No response']]);
    expect(chipTitles('sv', sv, 'rtype=3')).toEqual([['Rangordna efter', 'Ej godkända']]);
  });
});
