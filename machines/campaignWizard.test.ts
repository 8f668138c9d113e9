import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  emptyDraft,
  offeredCampaignTypes,
  offeredSendingTypes,
  recipientQuery,
  startPayload,
  stepErrors,
  type WizardDraft,
} from './campaignWizard';

const draft = (over: Partial<WizardDraft> = {}): WizardDraft => ({
  ...emptyDraft(),
  campaignName: 'Detractors',
  sendingType: 'EMAIL',
  campaignType: 'PULL_ONCE',
  ...over,
});

describe('the wizard rules (spec 3 sections 2 and 5)', () => {
  it('offers the sending types the campaign info enables, and PUSH to root users only', () => {
    expect(offeredSendingTypes({ mailCampaigns: true, smsCampaigns: false, letterCampaigns: true, phoneCampaigns: false })).toEqual(['EMAIL', 'LETTER']);
    expect(offeredSendingTypes({ mailCampaigns: false, smsCampaigns: true, letterCampaigns: false, phoneCampaigns: true })).toEqual(['SMS', 'PHONE']);
    expect(offeredCampaignTypes(false)).toEqual(['PULL_ONCE', 'PULL']);
    expect(offeredCampaignTypes(true)).toEqual(['PULL_ONCE', 'PULL', 'PUSH']);
  });

  it('step 1 needs a name, a method and a type', () => {
    expect(stepErrors(1, emptyDraft())).toEqual({
      campaignName: { id: 'campaign.wizard.error.mandatory' },
      sendingType: { id: 'campaign.wizard.error.mandatory' },
      campaignType: { id: 'campaign.wizard.error.mandatory' },
    });
    expect(stepErrors(1, draft({ campaignName: '  ' }))).toEqual({ campaignName: { id: 'campaign.wizard.error.mandatory' } });
    expect(stepErrors(1, draft())).toEqual({});
  });

  it('days from and to count for PULL only: mandatory (zero allowed), numeric, from less than to', () => {
    expect(stepErrors(1, draft({ fromDays: '', toDays: 'x' }))).toEqual({});
    const pull = (fromDays: string, toDays: string) => stepErrors(1, draft({ campaignType: 'PULL', fromDays, toDays }));
    expect(pull('-30', '0')).toEqual({});
    expect(pull('', '0')).toEqual({ fromDays: { id: 'campaign.wizard.error.mandatory' } });
    expect(pull('-3', 'x')).toEqual({ toDays: { id: 'campaign.wizard.error.numeric' } });
    expect(pull('0', '0')).toEqual({
      fromDays: { id: 'campaign.wizard.error.lessThan', values: { to: '0' } },
      toDays: { id: 'campaign.wizard.error.largerThan', values: { from: '0' } },
    });
  });

  it('step 2: e-mail needs template, sender and sender name; SMS template and sender; letter a template; phone voice and locale', () => {
    const m = { id: 'campaign.wizard.error.mandatory' };
    expect(stepErrors(2, draft())).toEqual({ templateId: m, fromEmail: m, fromName: m });
    expect(stepErrors(2, draft({ sendingType: 'SMS', templateId: 3 }))).toEqual({ fromEmail: m });
    expect(stepErrors(2, draft({ sendingType: 'LETTER' }))).toEqual({ templateId: m });
    expect(stepErrors(2, draft({ sendingType: 'LETTER', templateId: 3 }))).toEqual({});
    expect(stepErrors(2, draft({ sendingType: 'PHONE', voice: 'anna' }))).toEqual({ locale: m });
  });

  it('a new sending type clears the template, voice, locale and removed rows; PUSH drops a scheduled start; a fixed recipient is PUSH e-mail only', () => {
    const d = draft({ templateId: 4, voice: 'v', deletedRecipients: [1], scheduledStart: '2026-12-01T07:30:00.000Z', fixedRecipient: 'x@example.com' });
    expect(applyPatch(d, { sendingType: 'SMS' })).toMatchObject({ templateId: null, voice: null, deletedRecipients: [], fixedRecipient: '' });
    expect(applyPatch(d, { campaignName: 'Other' })).toMatchObject({ templateId: 4, deletedRecipients: [1] });
    expect(applyPatch(d, { campaignType: 'PUSH', fixedRecipient: 'x@example.com' })).toMatchObject({ scheduledStart: null, fixedRecipient: 'x@example.com' });
  });

  it('the start payload and the recipient query carry the form (schedule params for PULL only; illegal never sent)', () => {
    const d = draft({
      templateId: 4,
      fromEmail: ' cx@example.com ',
      fromName: 'CX',
      mailFilters: ['contacted'],
      deletedRecipients: [9, 2],
      filters: 'lsegs=detractor',
    });
    expect(startPayload(d, false)).toMatchObject({
      campaignName: 'Detractors',
      templateId: 4,
      fromEmail: 'cx@example.com',
      scheduledPeriod: null,
      scheduledStartDateTime: null,
    });
    expect(startPayload(d, false)).not.toHaveProperty('scheduleParams');
    expect(startPayload({ ...d, campaignType: 'PULL' }, false).scheduleParams).toEqual({
      fromDays: -30,
      toDays: 0,
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'hol'],
    });
    expect(recipientQuery({ ...d, mailFilters: ['illegal', 'contacted'] })).toEqual({
      filters: 'lsegs=detractor',
      mailFilters: 'contacted',
      deletedRecipients: '2,9',
      sendingType: 'EMAIL',
    });
  });
});
