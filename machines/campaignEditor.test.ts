import { describe, expect, it } from 'vitest';
import type { CampaignDetails } from '../schemas/api/campaign-details.gen.ts';
import { editedCampaign, editorDraft, editorErrors, editorIsValid } from './campaignEditor';
import { applyPatch } from './campaignWizard';

const SAVED: CampaignDetails = {
  id: 7,
  title: 'Detractors north',
  campaignType: 'PULL',
  sendingType: 'EMAIL',
  state: 'PAUSED',
  templateId: 3,
  templateDetails: { name: 'Follow-up' },
  mailAction: 'followup',
  fromEmail: 'cx@example.com',
  fromName: 'CX team',
  bcc: '',
  replyTo: 'care@example.com',
  fixedRecipient: '',
  extname: 'north',
  voice: null,
  locale: null,
  scheduledStartDateTime: null,
  scheduledPeriod: 'WEEKLY',
  scheduleParams: { fromDays: -14, toDays: 0, weekdays: ['mon', 'hol'] },
  campaignFilters: [
    { extname: 'illegal', title: 'Illegal', selected: true },
    { extname: 'contacted', title: 'Contacted', selected: true },
    { extname: 'bounced', title: 'Bounced', selected: false },
  ],
  link: 'all,se,north;lsegs=detractor',
  canStart: false,
  canStop: true,
};

describe('the campaign editor form', () => {
  it('opens with the saved campaign as the wizard form, days as text, ticked filters without illegal', () => {
    const d = editorDraft(SAVED);
    expect(d).toMatchObject({
      campaignName: 'Detractors north',
      campaignExtName: 'north',
      campaignType: 'PULL',
      templateId: 3,
      fromDays: '-14',
      toDays: '0',
      weekdays: ['mon', 'hol'],
    });
    expect(d.mailFilters).toEqual(['contacted']);
    expect(editorIsValid(d)).toBe(true);
  });

  it('sends the whole campaign back with the form over it, illegal always selected', () => {
    const d = { ...applyPatch(editorDraft(SAVED), { fromName: ' Customer care ', toDays: '3' }), mailFilters: ['bounced'] };
    expect(editedCampaign(SAVED, d)).toEqual({
      ...SAVED,
      fromName: 'Customer care',
      scheduleParams: { fromDays: -14, toDays: 3, weekdays: ['mon', 'hol'] },
      campaignFilters: [
        { extname: 'illegal', title: 'Illegal', selected: true },
        { extname: 'contacted', title: 'Contacted', selected: false },
        { extname: 'bounced', title: 'Bounced', selected: true },
      ],
    });
  });

  it('is invalid with an error on the sendings or the template tab (name, days, template, sender name)', () => {
    const d = editorDraft(SAVED);
    expect(editorErrors({ ...d, campaignName: ' ' })).toEqual({ campaignName: { id: 'campaign.wizard.error.mandatory' } });
    expect(Object.keys(editorErrors({ ...d, fromDays: '2', toDays: '1' }))).toEqual(['fromDays', 'toDays']);
    expect(editorErrors({ ...d, fromName: '' })).toEqual({ fromName: { id: 'campaign.wizard.error.mandatory' } });
    expect(editorIsValid(applyPatch(d, { sendingType: 'SMS' }))).toBe(false);
  });
});
