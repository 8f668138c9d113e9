// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine } from '../../../engine/index.tsx';
import { WIDGETS } from '../../index.ts';
import { feedbackOverviewFixtures } from '../../feedbackOverview/fixtures.ts';
import { feedbackSearchFixtures } from '../../feedbackSearch/fixtures.ts';
import { feedbackSentimentFixtures } from '../../feedbackSentiment/fixtures.ts';
import { questionSearchFixtures } from '../../questionSearch/fixtures.ts';
import { textAnalyticsFixtures } from '../../textAnalytics/fixtures.ts';
import { highlightParts } from './SearchTable.tsx';
import { searchResult } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = { config: unknown; data?: unknown; name: string };
const slot = (type: string, id: string, fixture: Fixture) => ({ type, id, config: fixture.config as Record<string, unknown> });

function WithScreens({ openPage, openScreen, children }: { openPage?: (page: string) => void; openScreen?: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), ...(openPage ? { openPage } : {}), ...(openScreen ? { openScreen } : {}) }}>{children}</EngineProvider>;
}

function show(type: string, fixture: Fixture, opts: { locale?: 'en' | 'sv'; openPage?: (page: string) => void; openScreen?: (path: string) => void } = {}) {
  render(
    <FixtureEngine registry={registry} data={fixtureData('c', fixture as never)} locale={opts.locale ?? 'en'}>
      <WithScreens {...opts}>
        <ComponentSlot descriptor={slot(type, 'c', fixture)} />
      </WithScreens>
    </FixtureEngine>,
  );
}

describe('text analytics', () => {
  it('shows the three shares with their titles, the top three categories and opens the configured page', () => {
    const openPage = vi.fn();
    show('textAnalytics', textAnalyticsFixtures[0]!, { openPage });
    expect(screen.getByRole('heading', { name: 'What customers say' })).toBeTruthy();
    expect(screen.getByText('54%')).toBeTruthy();
    expect(screen.getByText('31%')).toBeTruthy();
    expect(screen.getByText('15%')).toBeTruthy();
    expect(screen.getByText('Positive')).toBeTruthy();
    const top = within(screen.getByRole('list', { name: 'Top categories' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(top).toEqual(['Staff (301)', 'Waiting time (187)', 'Assortment (95)']);
    fireEvent.click(screen.getByRole('button', { name: 'See more details' }));
    expect(openPage).toHaveBeenCalledWith('feedback');
  });

  it('says when the selection has no comments, in the reader\'s language', () => {
    show('textAnalytics', textAnalyticsFixtures[1]!, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Textanalys' })).toBeTruthy();
    expect(screen.getByText('Inga kommentarer i detta urval')).toBeTruthy();
  });
});

describe('feedback overview and sentiment', () => {
  it('draws the four most mentioned categories as stacked bars in the spec colours', () => {
    show('feedbackOverview', feedbackOverviewFixtures[0]!);
    const categories = screen.getAllByTestId('feedback-category');
    expect(categories.map((c) => c.querySelector('p')!.textContent)).toEqual(['Staff (301)', 'Waiting time (187)', 'Assortment (95)', 'Price (60)']);
    const bar = within(categories[0]!).getByRole('img');
    expect(bar.getAttribute('aria-label')).toBe('68% positive, 10% neutral, 22% negative');
    const colours = [...bar.querySelectorAll('[data-sentiment]')].map((s) => [s.getAttribute('data-sentiment'), getComputedStyle(s).backgroundColor]);
    expect(colours).toEqual([
      ['positive', 'rgb(0, 200, 150)'],
      ['neutral', 'rgb(191, 191, 191)'],
      ['negative', 'rgb(190, 0, 0)'],
    ]);
  });

  it('expands a category into its question results', async () => {
    show('feedbackSentiment', feedbackSentimentFixtures[0]!);
    expect(screen.queryByText('What could we do better? (301)')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Staff \(301\)/ })));
    expect(await screen.findByText('What could we do better? (301)')).toBeTruthy();
  });

  it('says when there are no categories', () => {
    show('feedbackOverview', feedbackOverviewFixtures[1]!);
    expect(screen.getByText('No categories found in the comments')).toBeTruthy();
  });
});

describe('the search tables', () => {
  it('highlights the matched words and shows markup in a comment as text', () => {
    show('feedbackSearch', feedbackSearchFixtures[0]!, { openScreen: vi.fn() });
    const rows = screen.getAllByTestId('comment-row');
    expect(rows[0]!.querySelector('mark')!.textContent).toBe('personal');
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual(['Mycket trevlig personal i kassan.', 'Yes', '', '9', 'Female']);
    expect(rows[2]!.textContent).toContain('<script>alert("x")</script> <b>bold</b>');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('links each comment to its interview in the app', () => {
    const openScreen = vi.fn();
    show('feedbackSearch', feedbackSearchFixtures[0]!, { openScreen });
    fireEvent.click(screen.getByRole('link', { name: 'Open interview 9047' }));
    expect(openScreen).toHaveBeenCalledWith('/interview/demo/9047');
  });

  it('says when nothing matches', () => {
    show('questionSearch', questionSearchFixtures[1]!);
    expect(screen.getByText('No comments in this selection')).toBeTruthy();
  });

  it('posts the search, the page and the sort, and downloads the matching comments per question', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const fetchJson = vi.fn(async (_method: string, path: string, body?: unknown) => {
      calls.push({ path, body });
      return searchResult({ total: 60, page: (body as { page?: number }).page ?? 0 }, true);
    });
    render(
      <FixtureEngine registry={registry} fetchJson={fetchJson}>
        <ComponentSlot descriptor={{ type: 'questionSearch', id: 'qs', config: {} }} />
      </FixtureEngine>,
    );
    await screen.findAllByTestId('comment-row');
    expect(calls[0]).toEqual({ path: 'vuejs/textanalytics/searchquestions/demo/qs/all', body: { text: '', page: 0 } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the comments' }), { target: { value: ' personal | "kö" ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ text: 'personal | "kö"', page: 0 }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Likelihood to recommend' })));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ text: 'personal | "kö"', page: 0, sortBy: 'indicator', sortDesc: true }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /next page/i })));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ page: 1, sortBy: 'indicator' }));
    // Outside a session (no token) the download cannot be fetched, so it is not offered.
    expect((screen.getByRole('button', { name: 'Download as Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('highlightParts', () => {
  it('splits a comment at every occurrence of the matched words, whatever their case, keeping every character', () => {
    expect(highlightParts('Staff? The STAFF were staff-like (a+b)', ['staff', 'a+b'])).toEqual([
      { text: 'Staff', match: true },
      { text: '? The ', match: false },
      { text: 'STAFF', match: true },
      { text: ' were ', match: false },
      { text: 'staff', match: true },
      { text: '-like (', match: false },
      { text: 'a+b', match: true },
      { text: ')', match: false },
    ]);
    expect(highlightParts('nothing', [])).toEqual([{ text: 'nothing', match: false }]);
  });
});
