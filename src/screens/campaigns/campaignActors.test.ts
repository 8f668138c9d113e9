import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { campaignMachine } from '../../../machines/campaign.machine.ts';
import { editorDraft } from '../../../machines/campaignEditor.ts';
import type { ApiClient } from '../../api/client.ts';
import type { CampaignDetails } from '../../api/campaigns.ts';
import { campaignActors, toCampaignView } from './campaignActors.ts';

const DETAILS: CampaignDetails = {
  id: 2, title: 'Reminder to answer', campaignType: 'PULL_ONCE', sendingType: 'EMAIL', state: 'PAUSED', templateId: 1, mailAction: 'invite',
  fromEmail: 'cx@example.com', fromName: 'CX', bcc: '', replyTo: '', fixedRecipient: '', scheduledStartDateTime: null,
  scheduleParams: { fromDays: -30, toDays: 0, weekdays: ['mon'] }, campaignFilters: [], link: 'all,se,north', canStart: false, canStop: true,
};

describe("the campaign machine's actors on the details screen", () => {
  it('narrow the details answer and the tracking row count to what the machine reads', () => {
    expect(toCampaignView({ ...DETAILS, scheduledStartDateTime: undefined }, 30)).toEqual({
      id: 2, name: 'Reminder to answer', campaignType: 'PULL_ONCE', sendingType: 'EMAIL', state: 'PAUSED', recipientCount: 30, scheduledStartDateTime: null, canStart: false, canStop: true,
    });
  });

  it('load the campaign with its row count, resume it through the resume call, and load it again', async () => {
    const asked: string[] = [];
    let state: CampaignDetails['state'] = 'PAUSED';
    const api = {
      get: async <T>(path: string) => {
        asked.push(path);
        if (path.startsWith('vuejs/mailcampaign/trackings/')) return { headers: [], rows: [], totalRows: 30 } as T;
        if (path === 'vuejs/mailcampaign/resume/storevisit/2') return ((state = 'STARTED'), { id: 2, title: '', state, affected: 0 }) as T;
        return { ...DETAILS, state } as T;
      },
    } as unknown as ApiClient;
    const actor = createActor(campaignMachine.provide({ actors: campaignActors(api, new QueryClient()) }), { input: { surveyExtName: 'storevisit', campaignId: 2 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.campaign).toMatchObject({ state: 'PAUSED', recipientCount: 30 });
    actor.send({ type: 'RESUME' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.campaign?.state === 'STARTED');
    expect(asked.filter((p) => !p.startsWith('vuejs/mailcampaign/trackings/'))).toEqual([
      'vuejs/mailcampaign/storevisit/2',
      'vuejs/mailcampaign/resume/storevisit/2',
      'vuejs/mailcampaign/storevisit/2',
    ]);
  });

  it('put the whole campaign back with the edited sender name, then load it again', async () => {
    const asked: string[] = [];
    let saved = DETAILS;
    const api = {
      get: async <T>(path: string) => {
        asked.push(`GET ${path}`);
        if (path.startsWith('vuejs/mailcampaign/trackings/')) return { headers: [], rows: [], totalRows: 30 } as T;
        return saved as T;
      },
      put: async <T>(path: string, body: CampaignDetails) => (asked.push(`PUT ${path}`), (saved = body), body as T),
    } as unknown as ApiClient;
    const actor = createActor(campaignMachine.provide({ actors: campaignActors(api, new QueryClient()) }), { input: { surveyExtName: 'storevisit', campaignId: 2 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'EDIT_CAMPAIGN', draft: editorDraft(DETAILS) });
    actor.send({ type: 'EDIT', patch: { fromName: 'Customer care' } });
    actor.send({ type: 'UPDATE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.updates === 1);
    expect(saved).toEqual({ ...DETAILS, fromName: 'Customer care', voice: null, locale: null, scheduledPeriod: null });
    expect(asked.filter((p) => !p.includes('/trackings/'))).toEqual(['GET vuejs/mailcampaign/storevisit/2', 'PUT vuejs/mailcampaign/storevisit/2', 'GET vuejs/mailcampaign/storevisit/2']);
  });
});
