// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { DEFAULT_COLORS } from '../../../core/bigscreen/colors.ts';
import type { BigScreenData } from '../../api/bigscreen.ts';
import { ApiError } from '../../api/client.ts';
import { BigScreen, BigScreenOrState, SLIDE_MS } from './BigScreen.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const data = (slides: BigScreenData['slides']): BigScreenData => ({
  legacy: false,
  logoURL: null,
  pathName: 'Luleå',
  ratingTitle: 'Satisfaction',
  avgRatingText: 'Average rating',
  avgRating: 4.26,
  evaluationsText: '12 evaluations',
  deliveredByText: 'Provided by Sightline',
  goalColor: '#2e7d32',
  goalValueText: 'Goal 4',
  colors: DEFAULT_COLORS,
  slides,
});
const slide = (comment: string, starRating: number | null) => ({ comment, starRating, evaluation: '2026-03-01', expressionResults: [{ label: 'Checkout', value: '4' }] });

const show = (d: BigScreenData, locale: 'en' | 'sv' = 'en') =>
  render(
    <IntlProvider locale={locale} messages={locale === 'sv' ? sv : en}>
      <BigScreen data={d} />
    </IntlProvider>,
  );

describe('the big screen (spec 3 sections 4 and 9)', () => {
  it('shows the rating column and the first slide, stars in half steps', () => {
    show(data([slide('Friendly staff', 3.5)]));
    expect(screen.getByRole('heading', { name: 'Luleå' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('“Friendly staff”')).toBeTruthy();
    expect(screen.getByRole('img', { name: '3.5 of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5 of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('main').style.background).toBe('rgb(29, 38, 51)');
  });

  it('writes the average rating as numbers are written in the reader’s locale', () => {
    show(data([slide('Trevlig personal', 4)]), 'sv');
    expect(screen.getByText('4,3')).toBeTruthy();
    expect(screen.queryByText('4.3')).toBeNull();
    // The slide's day in the one date format, not the ISO day the answer carries.
    expect(screen.getByText('01/03-2026')).toBeTruthy();
    expect(screen.queryByText('2026-03-01')).toBeNull();
  });

  it('cycles through the slides and back to the first', () => {
    vi.useFakeTimers();
    show(data([slide('First', 5), slide('Second', 1), slide('Third', null)]));
    expect(screen.getByText('“First”')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(screen.getByText('“Second”')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(screen.getByText('“Third”')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(screen.getByText('“First”')).toBeTruthy();
  });

  it('says so when there are no comments yet', () => {
    show(data([]));
    expect(screen.getByText('No comments yet.')).toBeTruthy();
  });

  it('keeps the last figures on the wall when a refresh fails, and says plainly when the key is gone or the server away', () => {
    const wrap = (query: Parameters<typeof BigScreenOrState>[0]['query']) => (
      <IntlProvider locale="en" messages={en}>
        <BigScreenOrState query={query} />
      </IntlProvider>
    );
    const busy = new ApiError(503, 'unavailable', 'busy');
    const { rerender } = render(wrap({ isPending: false, isError: true, error: busy, data: data([slide('Kept', 4)]) }));
    expect(screen.getByText('“Kept”')).toBeTruthy();
    rerender(wrap({ isPending: false, isError: true, error: busy, data: undefined }));
    expect(screen.getByText('The big screen cannot be reached right now. It tries again within a minute.')).toBeTruthy();
    rerender(wrap({ isPending: false, isError: true, error: new ApiError(404, 'not_found', 'gone'), data: data([slide('Old', 4)]) }));
    expect(screen.getByText('This big screen does not exist or its key has been revoked.')).toBeTruthy();
  });
});
