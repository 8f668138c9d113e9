// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { AuthContext, type AuthContextValue } from '../../src/auth/context.ts';
import { WIDGETS } from '../index.ts';
import { globalValuesTableFixtures } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Fixture = (typeof globalValuesTableFixtures)[0];
const [computed, arriving] = globalValuesTableFixtures as [Fixture, Fixture];

function SignedIn({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={{ state: { status: 'signed-in', authToken: 'tok-1' } } as unknown as AuthContextValue}>{children}</AuthContext.Provider>;
}

function show(fixture: Fixture, wrap: (n: ReactNode) => ReactNode = (n) => n) {
  return render(
    wrap(
      <FixtureEngine registry={registry} data={fixtureData('gv', fixture)}>
        <ComponentSlot descriptor={{ type: 'globalValuesTable', id: 'gv', config: fixture.config as Record<string, unknown> }} />
      </FixtureEngine>,
    ),
  );
}

const rowTexts = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.textContent);
const sse = (events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

/** A fetch answering each connection with the next body; a body of `null` drops the connection mid-way. */
function stream(bodies: (string | null)[]) {
  const urls: string[] = [];
  const fetchFn = vi.fn(async (url: string) => {
    urls.push(url);
    const body = bodies.shift();
    return new Response(
      new ReadableStream({
        start(c) {
          if (body === null || body === undefined) {
            c.enqueue(new TextEncoder().encode(sse([['globalTableInitialData', arriving.data]])));
            c.error(new Error('connection reset'));
          } else {
            c.enqueue(new TextEncoder().encode(body));
            c.close();
          }
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  });
  vi.stubGlobal('fetch', fetchFn);
  return urls;
}

describe('global values table', () => {
  it('shows one row per survey with its values, and an alert with the reason for a failed survey', () => {
    show(computed);
    expect(screen.getByRole('heading', { name: 'All surveys' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Survey', 'NPS', 'Satisfaction']);
    expect(rowTexts()).toEqual(['Customer service21.44.02', 'Home deliveryHome delivery has no variable csat.', 'Store visit34.7–']);
    const failed = within(screen.getByRole('table')).getByRole('alert');
    expect(failed.textContent).toBe('Home delivery has no variable csat.');
    // The alert icon beside the text.
    expect(failed.querySelector('svg')).toBeTruthy();
  });

  it('signed in, fills the rows from the stream as they arrive, the token in the query', async () => {
    const urls = stream([
      sse([
        ['globalTableInitialData', arriving.data],
        ['globalSurveyResult', { surveyName: 'Customer service', survey: 'service', cells: [{ value: 21.4, formattedValue: '21.4' }] }],
        ['globalTableDataEnd', {}],
      ]),
    ]);
    show(arriving, (n) => <SignedIn>{n}</SignedIn>);
    await waitFor(() => expect(rowTexts()).toEqual(['Customer service21.4', 'Store visit34.7']));
    expect(urls).toEqual(['/rest/vuejs/globalevaluator/globalvaluestableevents/demo/gv/all?authtoken=tok-1']);
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
  });

  it('connects once more when the connection drops, and not a third time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const urls = stream([
      null,
      sse([
        ['globalTableInitialData', arriving.data],
        ['globalSurveyResult', { surveyName: 'Customer service', survey: 'service', error: 'Boom.' }],
        ['globalTableDataEnd', {}],
      ]),
    ]);
    show(arriving, (n) => <SignedIn>{n}</SignedIn>);
    await waitFor(() => expect(rowTexts()).toEqual(['Customer serviceBoom.', 'Store visit34.7']));
    expect(urls).toHaveLength(2);

    cleanup();
    const again = stream([null, null, null]);
    show(arriving, (n) => <SignedIn>{n}</SignedIn>);
    await waitFor(() => expect(error).toHaveBeenCalledWith('global values stream failed', expect.any(Error)));
    expect(again).toHaveLength(2);
    error.mockRestore();
  });
});
