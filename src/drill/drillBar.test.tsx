// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/testing-library.ts';
import { createApiClient } from '../api/client.ts';
import type { Segment } from '../api/drill.ts';
import { AuthContext, type AuthContextValue } from '../auth/context.ts';
import en from '../i18n/en.json';
import { fakeServer, identityFixture, type FakeRoute } from '../test/fakes.ts';
import { DrillSearch } from './DrillSearch.tsx';
import { SegmentMenu } from './SegmentMenu.tsx';

afterEach(cleanup);

function withIntl(children: ReactNode) {
  return (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
}

/** The bar of `user` (role scope Norr) standing at Umeå: Alla and Sverige lie above what her role opens. */
const ABOVE_HER_REGION: Segment[] = [
  { path: 'all', name: 'Alla', helpText: 'Total', mayOpen: false, nOpenAlerts: 3, children: [] },
  { path: 'all,se', name: 'Sverige', helpText: 'Country', mayOpen: false, nOpenAlerts: 3, children: [{ path: 'all,se,north', name: 'Norr', entityId: 3, isCompleted: true }] },
];

function openMenu(segment: Segment, canMoveUp: boolean) {
  const onGo = vi.fn();
  render(withIntl(<SegmentMenu segment={segment} next={undefined} canMoveUp={canMoveUp} onGo={onGo} />));
  fireEvent.click(screen.getByTestId('drill-segment'));
  return { onGo, items: () => screen.getAllByRole('menuitem').map((i) => [i.textContent, i.getAttribute('aria-disabled') === 'true']) };
}

describe('a drill segment above the role’s scope (issue 12, bug 5)', () => {
  it('offers no "Show all of" and says the role opens only part of it', () => {
    const { items } = openMenu(ABOVE_HER_REGION[1]!, true);
    expect(screen.queryByTestId('drill-up')).toBeNull();
    expect(items()).toEqual([
      ['Your role gives access to part of Sverige only', true],
      ['Norr', false],
    ]);
  });

  it('does not claim the top unit has no units below it', () => {
    const { items } = openMenu(ABOVE_HER_REGION[0]!, false);
    expect(items()).toEqual([['Your role gives access to part of Alla only', true]]);
  });

  it('still offers moving up to a segment the role opens, and says a unit without children has none', () => {
    const { onGo, items } = openMenu({ path: 'all,se,north', name: 'Norr', helpText: 'Region', mayOpen: true, nOpenAlerts: 0, children: [] }, true);
    expect(items()).toEqual([
      ['Show all of Norr', false],
      ['No units below', true],
    ]);
    fireEvent.click(screen.getByTestId('drill-up'));
    expect(onGo).toHaveBeenCalledWith('all,se,north');
  });
});

describe('the unit search', () => {
  function renderSearch(routes: Record<string, FakeRoute>) {
    const server = fakeServer(routes);
    const api = createApiClient({ fetch: server.fetch, getAuthToken: () => 'tok' });
    const auth = { state: { status: 'signed-in', identity: identityFixture(), authToken: 'tok' }, api } as unknown as AuthContextValue;
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onGo = vi.fn();
    render(
      withIntl(
        <AuthContext.Provider value={auth}>
          <QueryClientProvider client={queries}>
            <DrillSearch surveyExtName="storevisit" path="all" onGo={onGo} />
          </QueryClientProvider>
        </AuthContext.Provider>,
      ),
    );
    return onGo;
  }

  it('shows each unit by its title and the titles above it, never its internal drill path', async () => {
    const onGo = renderSearch({
      'GET /rest/vuejs/newranking/suggestions/storevisit/all/ume': {
        body: { viewResults: [{ header: 'Store', paths: [{ text: 'Umeå', value: 'all,se,north,umea', context: 'Sverige › Norr' }] }] },
      },
    });
    fireEvent.change(screen.getByTestId('drill-search'), { target: { value: 'ume' } });
    const option = await screen.findByRole('option');
    expect(option.textContent).toBe('UmeåSverige › Norr');
    expect(document.body.textContent).not.toContain('all,se');
    fireEvent.click(option);
    expect(onGo).toHaveBeenCalledWith('all,se,north,umea');
  });
});
