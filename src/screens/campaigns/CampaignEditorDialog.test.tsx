// @vitest-environment jsdom
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignEvent } from '../../../machines/campaign.machine.ts';
import { editorDraft } from '../../../machines/campaignEditor.ts';
import { applyPatch } from '../../../machines/campaignWizard.ts';
import type { ApiClient } from '../../api/client.ts';
import type { CampaignDetails, CampaignInfo } from '../../api/campaigns.ts';
import { STATIC_CATALOGUES } from '../../i18n/staticCatalogues.ts';
import { CampaignEditorDialog } from './CampaignEditorDialog.tsx';

afterEach(cleanup);

const CAMPAIGN: CampaignDetails = {
  id: 2, title: 'Reminder to answer', campaignType: 'PULL_ONCE', sendingType: 'EMAIL', state: 'PAUSED', templateId: 1, mailAction: 'invite',
  fromEmail: 'cx@example.com', fromName: 'CX', bcc: '', replyTo: '', fixedRecipient: '', scheduledStartDateTime: null,
  scheduleParams: { fromDays: -30, toDays: 0, weekdays: ['mon'] }, campaignFilters: [], link: 'all,se,north', canStart: false, canStop: true,
};
const INFO: CampaignInfo = {
  numberCustomers: 3, pathName: 'North', filters: '', fromEmails: ['cx@example.com'], fromName: 'CX', mailFilters: [], editFixedRecipient: false,
  mailCampaigns: true, smsCampaigns: true, letterCampaigns: false, phoneCampaigns: false,
};

/** The dialog over a form that follows EDIT as the machine does; every event is kept. */
function show(campaign: CampaignDetails = CAMPAIGN, templates: { id: number; name: string }[] = [{ id: 1, name: 'Invitation' }]) {
  const events: CampaignEvent[] = [];
  const api = {
    get: async <T,>(path: string) => (path.startsWith('vuejs/mails/templates/') ? { rows: templates } : INFO) as T,
  } as unknown as ApiClient;
  function Harness() {
    const [draft, setDraft] = useState(editorDraft(campaign));
    const send = (e: CampaignEvent) => {
      events.push(e);
      if (e.type === 'EDIT') setDraft((d) => applyPatch(d, e.patch));
    };
    return <CampaignEditorDialog api={api} surveyExtName="storevisit" campaign={campaign} draft={draft} send={send} isRoot busy={false} error={null} />;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
        <Harness />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return events;
}

describe('the campaign editor dialog', () => {
  it('has the four tabs, and Update only while the sendings and template tabs are valid; Cancel closes', async () => {
    const events = show();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sendings', 'Template', 'Data validation', 'Filters']);
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: /Campaign name/ }), { target: { value: ' ' } }));
    expect(update.disabled).toBe(true);
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: /Campaign name/ }), { target: { value: 'Reminder' } }));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Template' })));
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: /Sender name/ }), { target: { value: '' } }));
    expect(update.disabled).toBe(true);
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: /Sender name/ }), { target: { value: 'Customer care' } }));
    await act(async () => fireEvent.click(update));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(events.map((e) => e.type)).toEqual(['EDIT', 'EDIT', 'EDIT', 'EDIT', 'UPDATE', 'CANCEL']);
  });

  it("says 'Pick a template' when there is none, and 'No data available' without mail filters or drill filters", async () => {
    show(CAMPAIGN, []);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Template' })));
    expect(await screen.findByText('Pick a template')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Data validation' })));
    expect(screen.getByText('No data available')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Filters' })));
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('ticks the mail filters with illegal fixed, and lists the drill filters', async () => {
    const events = show({
      ...CAMPAIGN,
      link: 'all,se,north;lsegs=detractor',
      campaignFilters: [
        { extname: 'illegal', title: 'Illegal', selected: true },
        { extname: 'contacted', title: 'Contacted', selected: false },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Data validation' })));
    const illegal = screen.getByRole('checkbox', { name: 'Missing or malformed address' }) as HTMLInputElement;
    expect([illegal.checked, illegal.disabled]).toEqual([true, true]);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Already contacted' })));
    expect(events).toEqual([{ type: 'TOGGLE_FILTER', extname: 'contacted' }]);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Filters' })));
    expect(screen.getByText('lsegs')).toBeTruthy();
    expect(screen.getByText('detractor')).toBeTruthy();
  });
});
