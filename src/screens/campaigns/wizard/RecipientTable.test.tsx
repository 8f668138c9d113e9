// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReader } from '../../../api/client.ts';
import type { NewTrackings } from '../../../api/campaigns.ts';
import { STATIC_CATALOGUES } from '../../../i18n/staticCatalogues.ts';
import { RecipientTable } from './RecipientTable.tsx';

afterEach(cleanup);

const PAGE: NewTrackings = {
  rows: [
    { id: 41, respondent: 'Anna', email: 'anna@example.com', status: 'new' },
    { id: 42, respondent: 'Bo', email: 'bo@example.com', status: 'new' },
  ],
  totalRows: 120,
};
const REF = { surveyExtName: 'storevisit', mailAction: 'reminder', drillPath: 'all,north', query: { mailFilters: 'contacted', sendingType: 'EMAIL' as const } };

function show() {
  const asked: Record<string, unknown>[] = [];
  const api: ApiReader = { get: async <T,>(_path: string, opts?: { query?: Record<string, unknown> }) => (asked.push(opts?.query ?? {}), PAGE as T) };
  const onRemove = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
        <RecipientTable api={api} newCampaign={REF} onRemove={onRemove} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { asked, onRemove };
}

describe('the wizard recipient table (spec 3 sections 2 and 9)', () => {
  it('asks 50 a page sorted by id, shows id, respondent, email and status, and sorts by a clicked column', async () => {
    const { asked } = show();
    const table = await screen.findByRole('table', { name: 'Recipients' });
    await within(table).findByText('anna@example.com');
    expect(asked[0]).toMatchObject({ from: 0, to: 50, sortBy: 'id', sortDesc: false, sendingtype: 'EMAIL', mailFilters: 'contacted' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Id', 'Respondent', 'Address', 'Status', 'Remove']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('New');
    fireEvent.click(within(table).getByRole('button', { name: 'Address' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortBy: 'email', sortDesc: false }));
    fireEvent.click(within(table).getByRole('button', { name: /Address/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortBy: 'email', sortDesc: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: 50, to: 100 }));
  });

  it('removes a row by its sample id', async () => {
    const { onRemove } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo' }));
    expect(onRemove).toHaveBeenCalledWith(42);
  });
});
