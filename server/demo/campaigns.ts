/**
 * Demo outreach campaigns (issue 18 item 4): e-mail campaigns of each state with tracking history, so the campaign
 * lists, their rates and the tracking table show real figures. Recipients are the survey's own samples with an
 * address; what became of each (sent, opened, clicked, failed, pending) follows from its place, so every seed is alike.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { addDays } from '../../core/dates';

interface DemoCampaign {
  title: string;
  campaignType: 'PULL_ONCE' | 'PULL' | 'PUSH' | 'PULL_SINGLE';
  state: 'CREATED' | 'STARTED' | 'PAUSED' | 'STOPPED' | 'ERROR';
  /** The drill path the recipients come from. */
  link: string;
  recipients: number;
  /** Days before today the sending happened. */
  daysAgo: number;
  /** Of every ten rows: how many were sent (the rest failed in even tens, pending in odd ones), opened and clicked. */
  sent: number;
  opened: number;
  clicked: number;
  scheduledInDays?: number;
  period?: 'DAILY' | 'WEEKLY' | 'MONTHLY';
}

const CAMPAIGNS: Record<string, DemoCampaign[]> = {
  storevisit: [
    { title: 'Spring invitation', campaignType: 'PULL_ONCE', state: 'STOPPED', link: 'all', recipients: 60, daysAgo: 60, sent: 9, opened: 6, clicked: 3 },
    { title: 'Reminder to answer', campaignType: 'PULL_ONCE', state: 'PAUSED', link: 'all,se,north', recipients: 30, daysAgo: 10, sent: 6, opened: 3, clicked: 1 },
    { title: 'New visitors (daily)', campaignType: 'PULL', state: 'STARTED', link: 'all,se', recipients: 25, daysAgo: 2, sent: 10, opened: 4, clicked: 2, period: 'DAILY' },
    { title: 'Autumn follow-up', campaignType: 'PULL_ONCE', state: 'CREATED', link: 'all,se,south', recipients: 0, daysAgo: 0, sent: 0, opened: 0, clicked: 0, scheduledInDays: 7 },
  ],
  relationship: [{ title: 'Relationship survey invitation', campaignType: 'PULL_ONCE', state: 'STOPPED', link: 'all', recipients: 20, daysAgo: 30, sent: 8, opened: 5, clicked: 2 }],
};

export async function seedDemoCampaigns(client: pg.ClientBase, opts: { universeId: number; surveyId: number; surveyExt: string; today: string; authorId: number }): Promise<void> {
  const campaigns = CAMPAIGNS[opts.surveyExt] ?? [];
  const { rows: templates } = await client.query<{ id: number; fromEmail: string; fromName: string }>(
    `select id::int as id, from_email as "fromEmail", from_name as "fromName" from message_template where universe_id = $1 and sending_type = 'EMAIL' and not system order by id limit 1`,
    [opts.universeId],
  );
  const template = templates[0];
  if (!template) return;
  for (const c of campaigns) {
    const at = `${addDays(opts.today, -c.daysAgo)}T09:00:00Z`;
    const { rows } = await client.query<{ id: number }>(
      `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, mail_action, from_email, from_name, link, scheduled_start,
         scheduled_period, schedule_params, link_key, created_by, created_at, updated_at, last_run_at)
       values ($1, $2, $3, $4, 'EMAIL', $5, $6, 'invite', $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16) returning id::int as id`,
      [opts.universeId, opts.surveyId, c.title, c.campaignType, c.state, template.id, template.fromEmail || 'cx@example.com', template.fromName || 'CX', c.link,
        c.scheduledInDays ? `${addDays(opts.today, c.scheduledInDays)}T08:00:00Z` : null, c.period ?? null,
        JSON.stringify({ fromDays: -30, toDays: 0, weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'hol'] }), crypto.randomBytes(32).toString('hex'), opts.authorId, at,
        c.campaignType === 'PULL' ? at : null],
    );
    if (c.recipients === 0) continue;
    // Recipients of the drill path with an address, newest first; their fate by their place in every ten.
    await client.query(
      `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, attempts, open_count, click_count, sent_at, error, created_at, updated_at)
       select $1, $2, s.id, s.contact->>'email',
         case when r.i % 10 < $4 then 'SENT' when (r.i / 10) % 2 = 0 then 'FAILED' else 'PENDING' end,
         case when r.i % 10 < $4 then 1 else 0 end,
         case when r.i % 10 < $5 and r.i % 10 < $4 then 1 + r.i % 3 else 0 end,
         case when r.i % 10 < $6 and r.i % 10 < $4 then 1 else 0 end,
         case when r.i % 10 < $4 then $7::timestamptz + make_interval(mins => r.i::int) end,
         case when r.i % 10 >= $4 and (r.i / 10) % 2 = 0 then '550 5.1.1 Recipient address rejected' end,
         $7::timestamptz, $7::timestamptz + make_interval(mins => r.i::int)
       from (select s.id, s.contact, row_number() over (order by s.event_date desc, s.id) - 1 as i
             from sample s join unit u on u.id = s.unit_id
             where s.survey_id = $8 and s.contact->>'email' like '%@%' and (u.path = $9 or u.path like $9 || ',%')) r
       join sample s on s.id = r.id where r.i < $3`,
      [opts.universeId, rows[0]!.id, c.recipients, c.sent, c.opened, c.clicked, at, opts.surveyId, c.link],
    );
  }
}
