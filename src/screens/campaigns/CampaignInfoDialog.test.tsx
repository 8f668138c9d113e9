// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetails } from '../../api/campaigns.ts';
import { STATIC_CATALOGUES } from '../../i18n/staticCatalogues.ts';
import { CampaignInfoDialog } from './CampaignInfoDialog.tsx';

afterEach(cleanup);

const PULL: CampaignDetails = {
  id: 2,
  title: 'Detractors north',
  campaignType: 'PULL',
  sendingType: 'EMAIL',
  state: 'STARTED',
  templateId: 1,
  templateDetails: { name: 'Follow-up' },
  mailAction: 'followup',
  fromEmail: 'cx@example.com',
  fromName: 'CX team',
  bcc: '',
  replyTo: '',
  fixedRecipient: '',
  scheduledStartDateTime: null,
  scheduledPeriod: 'WEEKLY',
  scheduleParams: { fromDays: -14, toDays: 0, weekdays: ['mon', 'tue', 'hol'] },
  campaignFilters: [
    { extname: 'illegal', title: 'Illegal', selected: true },
    { extname: 'contacted', title: 'Contacted', selected: false },
  ],
  link: 'all,se,north;lsegs=detractor',
  canStart: false,
  canStop: true,
};

function show(campaign: CampaignDetails) {
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en" messages={STATIC_CATALOGUES.en}>
      <CampaignInfoDialog campaign={campaign} onClose={onClose} />
    </IntlProvider>,
  );
  return onClose;
}

describe('the campaign info dialog', () => {
  it("says an auto-add campaign's settings in words, at most 600 wide", async () => {
    const onClose = show(PULL);
    const dialog = screen.getByRole('dialog', { name: 'About campaign Detractors north' });
    expect(Array.from(dialog.querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'Sends E-mail messages with the template Follow-up.',
      expect.stringMatching(/^Adds new matching recipients every week, those with an event from -14 to 0 days from each run, on .+, .+, and .+\.$/),
      'Sender: CX team <cx@example.com>.',
      'Leaves out: Missing or malformed address.',
      'Recipients from: all,se,north;lsegs=detractor',
    ]);
    expect(getComputedStyle(dialog).maxWidth).toBe('600px');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names a push campaign, its fixed recipient and scheduled start, and a letter campaign without sender', () => {
    show({ ...PULL, campaignType: 'PUSH', fixedRecipient: 'desk@example.com', scheduledStartDateTime: '2026-12-01T07:30:00Z', campaignFilters: [] });
    expect(screen.getByText('Sends to each recipient pushed to it.')).toBeTruthy();
    expect(screen.getByText('Every message goes to desk@example.com.')).toBeTruthy();
    expect(screen.getByText(/^Starts at /)).toBeTruthy();
    cleanup();
    show({ ...PULL, campaignType: 'PULL_ONCE', sendingType: 'LETTER', templateDetails: undefined });
    expect(screen.getByText('Sends Letter messages; no template is chosen.')).toBeTruthy();
    expect(screen.queryByText(/^Sender:/)).toBeNull();
  });
});
