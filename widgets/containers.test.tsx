// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, FIXTURE_USER, FixtureEngine, RegistryProvider } from '../engine/index.tsx';
import { STATIC_CATALOGUES } from '../src/i18n/staticCatalogues.ts';
import { WIDGETS } from './index.ts';
import { discriminatorFixtures } from './discriminator/fixtures.ts';
import { menuBlockFixtures } from './menuBlock/fixtures.ts';
import { selectionBlockFixtures } from './selectionBlock/fixtures.ts';
import { staticTableFixtures } from './staticTable/fixtures.ts';

const registry = createRegistry(WIDGETS);

afterEach(cleanup);

describe('menu block', () => {
  it('selects the first tab, titled in the user’s locale, and switches on click', async () => {
    render(<FixtureEngine registry={registry} locale="sv"><ComponentSlot descriptor={{ type: 'menuBlock', id: 'm', config: { ...menuBlockFixtures[0]!.config } }} /></FixtureEngine>);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Fakta', 'Okänd']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Luleå')).toBeTruthy();
    await act(async () => tabs[1]!.click());
    expect(screen.getByText('Okänd komponent: notAWidget')).toBeTruthy();
    expect(screen.queryByText('Luleå')).toBeNull();
  });
});

describe('menu block in the address', () => {
  it('opens the tab the address names and writes the chosen one back (the first one is the default and not written)', async () => {
    const store = new Map<string, string | undefined>([['m', '1']]);
    const set = vi.fn((id: string, value: string | undefined) => void store.set(id, value));
    const { rerender } = render(<EngineWithStore store={store} set={set} />);
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    await act(async () => screen.getAllByRole('tab')[0]!.click());
    expect(set).toHaveBeenLastCalledWith('m', undefined);
    rerender(<EngineWithStore store={store} set={set} />);
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
    store.set('m', '7'); // a stale link: no such tab
    rerender(<EngineWithStore store={new Map(store)} set={set} />);
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
  });
});

function EngineWithStore({ store, set }: { store: Map<string, string | undefined>; set: (id: string, value: string | undefined) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
        <RegistryProvider registry={registry}>
          <EngineProvider value={{ user: FIXTURE_USER, locale: 'en', surveyExtName: 'demo', drillPath: 'all', activeView: null, fetchJson: async () => ({}), componentState: { get: (id) => store.get(id), set } }}>
            <ComponentSlot descriptor={{ type: 'menuBlock', id: 'm', config: { ...menuBlockFixtures[0]!.config } }} />
          </EngineProvider>
        </RegistryProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
const queryClient = new QueryClient();

describe('discriminator', () => {
  const config = discriminatorFixtures[0]!.config;
  const show = (role: string | null, view: string | null) => {
    cleanup();
    render(<FixtureEngine registry={registry} user={{ username: 'u', role, isRoot: false, locale: 'en' }} activeView={view}><ComponentSlot descriptor={{ type: 'discriminator', id: 'd', config: { ...config } }} /></FixtureEngine>);
    return screen.getByRole('heading').textContent;
  };
  it('shows the branch that fits the role and view best, the first on a tie', () => {
    expect(show('north', 'stores')).toBe('For region North');
    expect(show('admin', 'stores')).toBe('For administrators in the store view');
    expect(show('admin', 'regions')).toBe('For everyone');
    expect(show(null, null)).toBe('For everyone');
  });
});

describe('selection block', () => {
  it("shows the 'Selected data' label, the first item and the first period", () => {
    const fixture = selectionBlockFixtures[0]!;
    render(<FixtureEngine registry={registry} data={{ trend: fixture.children!.trend }}><ComponentSlot descriptor={{ type: 'selectionBlock', id: 's', config: { ...fixture.config } }} /></FixtureEngine>);
    expect(screen.getByText('Selected data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NPS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Period: Months' })).toBeTruthy();
    // The chart inside follows the block's period: it shows no period links of its own.
    expect(screen.queryByRole('group', { name: 'Period' })).toBeNull();
  });
});

describe('static table', () => {
  it('shows cells in the user’s locale, aligned, and sorts by a sortable column both ways', async () => {
    render(<FixtureEngine registry={registry} locale="sv"><ComponentSlot descriptor={{ type: 'staticTable', id: 't', config: { ...staticTableFixtures[0]!.config } }} /></FixtureEngine>);
    const firstColumn = () => screen.getAllByRole('row').slice(1).map((r) => r.firstElementChild!.textContent);
    expect(firstColumn()).toEqual(['Luleå', 'Malmö', 'Uppsala']);
    expect(screen.getByText('Flaggskepp')).toBeTruthy();
    expect(screen.getByText('22').closest('td')!.className).toMatch(/alignRight/);
    await act(async () => screen.getByRole('button', { name: 'Personal' }).click());
    expect(firstColumn()).toEqual(['Uppsala', 'Luleå', 'Malmö']);
    await act(async () => screen.getByRole('button', { name: 'Personal' }).click());
    expect(firstColumn()).toEqual(['Malmö', 'Luleå', 'Uppsala']);
    expect(screen.queryByRole('button', { name: 'Anteckning' })).toBeNull();
  });
});
