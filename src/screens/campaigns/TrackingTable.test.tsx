// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReader } from '../../api/client.ts';
import type { CampaignTrackings } from '../../api/campaigns.ts';
import { STATIC_CATALOGUES } from '../../i18n/staticCatalogues.ts';
import { TrackingTable, type TrackingTableProps } from './TrackingTable.tsx';

afterEach(cleanup);

const PAGE: CampaignTrackings = {
  headers: [
    { name: 'Respondent', value: 'respondent' },
    { name: 'Recipient', value: 'recipient' },
  ],
  rows: [
    { id: 11, sampleId: 5, updatedTime: '2026-11-20T09:00:00.000Z', status: 'SENT', error: null, openCount: 2, clickCount: 1, recording: true, columnValues: ['Anna', 'anna@example.com'], accessAllowed: true },
    { id: 12, sampleId: 6, updatedTime: '2026-11-20T09:01:00.000Z', status: 'FAILED', error: 'Bounced: 5.1.1 smtp; 550 5.1.1 User unknown', openCount: 0, clickCount: 0, recording: false, columnValues: ['Bo', 'bo@example.com'], accessAllowed: false },
  ],
  totalRows: 120,
};

function show(props: Partial<TrackingTableProps> = {}) {
  const asked: string[] = [];
  const api: ApiReader = { get: async <T,>(path: string, opts?: { query?: Record<string, unknown> }) => (asked.push(`${path} ${JSON.stringify(opts?.query)}`), PAGE as T) };
  const handlers = { onResend: vi.fn(), onDelete: vi.fn(), onPreview: vi.fn(), onOpenInterview: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
        <TrackingTable api={api} surveyExtName="storevisit" campaignId={2} canPreview canResend canDeleteRow={false} busy={false} {...handlers} {...props} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { asked, ...handlers };
}

const bodyRows = async () => within(await screen.findByRole('table', { name: 'Tracking rows' })).getAllByRole('row').slice(1);

describe('the tracking table', () => {
  it('asks for 50 rows and shows the custom columns, then date, state, preview, views, clicks and actions', async () => {
    const { asked } = show();
    const table = await screen.findByRole('table', { name: 'Tracking rows' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent).slice(1)).toEqual(['Respondent', 'Recipient', 'Date', 'State', 'Preview', 'Views', 'Clicks', 'Actions']);
    const [anna] = (await bodyRows()).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect([anna![1], anna![2], anna![4], anna![6], anna![7]]).toEqual(['Anna', 'anna@example.com', 'Delivered', '2', '1']);
    expect(asked).toEqual(['vuejs/mailcampaign/trackings/storevisit/2/details {"from":0,"to":50}']);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
  });

  it('sorts on the server by a clicked column header, the same header again descending', async () => {
    const { asked } = show();
    await bodyRows();
    // The respondent, preview and actions columns have no order the call knows.
    const table = screen.getByRole('table', { name: 'Tracking rows' });
    expect(within(table).queryByRole('button', { name: 'Respondent' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Preview' })).toBeNull();
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'Clicks' })));
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'Clicks' })));
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'Recipient' })));
    await screen.findByText('1–50 of 120');
    expect(asked.slice(1)).toEqual([
      'vuejs/mailcampaign/trackings/storevisit/2/details {"from":0,"to":50,"sortBy":"clickCount","sortDesc":false}',
      'vuejs/mailcampaign/trackings/storevisit/2/details {"from":0,"to":50,"sortBy":"clickCount","sortDesc":true}',
      'vuejs/mailcampaign/trackings/storevisit/2/details {"from":0,"to":50,"sortBy":"recipient","sortDesc":false}',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Recipient' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('offers 50, 100 and 200 rows a page', async () => {
    show();
    await bodyRows();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '200']);
  });

  it('offers Mail and Delete for a selection, and resend and preview per row', async () => {
    const { onResend, onDelete, onPreview } = show();
    await bodyRows();
    expect(screen.queryByRole('button', { name: 'Mail' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mail' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send again to bo@example.com' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview the message to anna@example.com' })));
    expect(onResend.mock.calls).toEqual([[[11, 12]], [[12]]]);
    expect(onDelete.mock.calls).toEqual([[[11, 12]]]);
    expect(onPreview.mock.calls).toEqual([[11, 'anna@example.com']]);
  });

  it('shows why a failed row failed (a bounce: its status and diagnostic) under its state', async () => {
    show();
    const rows = await bodyRows();
    const failed = rows.find((r) => r.textContent?.includes('bo@example.com'))!;
    expect(within(failed).getByText('Bounced: 5.1.1 smtp; 550 5.1.1 User unknown')).toBeTruthy();
    expect(rows.filter((r) => r.textContent?.includes('Bounced:'))).toHaveLength(1);
  });

  it("offers a call's recording only on the rows that have one", async () => {
    show();
    await bodyRows();
    expect(screen.getByRole('button', { name: 'Play the call recording of anna@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play the call recording of bo@example.com' })).toBeNull();
  });

  it('has no resend for letters, and opens the interview of a row only when the caller may see it', async () => {
    const { onOpenInterview } = show({ canResend: false, canPreview: false });
    const rows = await bodyRows();
    expect(screen.queryByRole('button', { name: /^Send again/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Preview/ })).toBeNull();
    await act(async () => fireEvent.click(within(rows[1]!).getAllByRole('cell')[3]!));
    await act(async () => fireEvent.click(within(rows[0]!).getAllByRole('cell')[3]!));
    expect(onOpenInterview.mock.calls).toEqual([[5]]);
  });

  it('offers a per-row delete only when the campaign type allows it (PULL_SINGLE)', async () => {
    show();
    await bodyRows();
    expect(screen.queryByRole('button', { name: /^Delete the row of/ })).toBeNull();
    cleanup();
    const { onDelete } = show({ canDeleteRow: true });
    await bodyRows();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete the row of bo@example.com' })));
    expect(onDelete.mock.calls).toEqual([[[12]]]);
  });
});
