/**
 * Demo outreach campaigns (issue 18 item 4): e-mail campaigns of each state, and SMS, phone and letter campaigns, with
 * tracking history, so the campaign lists, their rates and the tracking table show real figures. Recipients are the
 * survey's own samples with an address of the channel; what became of each (sent, opened, clicked, failed, pending)
 * follows from its place, so every seed is alike. The phone campaign's answered calls have their recordings; the
 * letter campaign waits paused with its letters to make, which LibreOffice does once it is resumed.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import { addDays, todayUtc } from '../../core/dates';
import { readMpegFrames } from '../phone/mpeg';
import { toneRecording } from '../phone/recording';

interface DemoCampaign {
  title: string;
  sendingType?: 'EMAIL' | 'SMS' | 'LETTER' | 'PHONE';
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
    { title: 'SMS reminder', sendingType: 'SMS', campaignType: 'PULL_ONCE', state: 'STOPPED', link: 'all,se', recipients: 20, daysAgo: 20, sent: 8, opened: 0, clicked: 0 },
    { title: 'Calls to unhappy customers', sendingType: 'PHONE', campaignType: 'PULL_ONCE', state: 'STOPPED', link: 'all', recipients: 5, daysAgo: 5, sent: 8, opened: 0, clicked: 0 },
    { title: 'Letters without e-mail', sendingType: 'LETTER', campaignType: 'PULL_ONCE', state: 'PAUSED', link: 'all,se,north', recipients: 3, daysAgo: 1, sent: 0, opened: 0, clicked: 0 },
  ],
  relationship: [{ title: 'Relationship survey invitation', campaignType: 'PULL_ONCE', state: 'STOPPED', link: 'all', recipients: 20, daysAgo: 30, sent: 8, opened: 5, clicked: 2 }],
};

const EMAIL = `btrim(s.contact->>'email')`;
// The demo's contacts have no phone number: the sample's own made-up Swedish mobile number where it has none.
const PHONE = `coalesce(nullif(btrim(s.contact->>'phone'), ''), '+46 70 ' || lpad((s.id % 10000000)::text, 7, '0'))`;
const NAME = `btrim(s.contact->>'name')`;

/** Per channel: the contact field it goes to, the template type it uses (a call reads an SMS template's text) and why a row failed. */
const CHANNEL = {
  EMAIL: { address: EMAIL, legal: '@', template: 'EMAIL', failure: '550 5.1.1 Recipient address rejected' },
  SMS: { address: PHONE, legal: '[0-9]{6}', template: 'SMS', failure: 'The SMS provider refused the message (422): Invalid msisdn' },
  PHONE: { address: PHONE, legal: '[0-9]{6}', template: 'SMS', failure: 'The call was not answered.' },
  LETTER: { address: NAME, legal: '.', template: 'LETTER', failure: 'The letter template has no document (.fodt).' },
} as const;

export async function seedDemoCampaigns(client: pg.ClientBase, opts: { universeId: number; surveyId: number; surveyExt: string; today: string; authorId: number }): Promise<void> {
  const campaigns = CAMPAIGNS[opts.surveyExt] ?? [];
  for (const c of campaigns) {
    const channel = CHANNEL[c.sendingType ?? 'EMAIL'];
    const { rows: templates } = await client.query<{ id: number; fromEmail: string; fromName: string }>(
      `select id::int as id, from_email as "fromEmail", from_name as "fromName" from message_template where universe_id = $1 and sending_type = $2 and not system
       order by (letter_file is null), id limit 1`,
      [opts.universeId, channel.template],
    );
    const template = templates[0];
    if (!template) continue;
    const at = `${addDays(opts.today, -c.daysAgo)}T09:00:00Z`;
    // A scheduled start lies ahead of the real date too: the engine starts campaigns by the real clock, and a seed's
    // fixed day (tests, benches) falls further behind it every day.
    const scheduleFrom = [opts.today, todayUtc()].sort().at(-1)!;
    const { rows } = await client.query<{ id: number }>(
      `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, mail_action, from_email, from_name, link, scheduled_start,
         scheduled_period, schedule_params, link_key, created_by, created_at, updated_at, last_run_at, voice, locale)
       values ($1, $2, $3, $4, $17, $5, $6, 'invite', $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16, $18, $19) returning id::int as id`,
      [opts.universeId, opts.surveyId, c.title, c.campaignType, c.state, template.id, c.sendingType === 'LETTER' ? '' : template.fromEmail || 'cx@example.com', template.fromName || 'CX', c.link,
        c.scheduledInDays ? `${addDays(scheduleFrom, c.scheduledInDays)}T08:00:00Z` : null, c.period ?? null,
        JSON.stringify({ fromDays: -30, toDays: 0, weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'hol'] }), crypto.randomBytes(32).toString('hex'), opts.authorId, at,
        c.campaignType === 'PULL' ? at : null, c.sendingType ?? 'EMAIL', c.sendingType === 'PHONE' ? 'female' : null, c.sendingType === 'PHONE' ? 'sv' : null],
    );
    if (c.recipients === 0) continue;
    // Recipients of the drill path with an address, newest first; their fate by their place in every ten.
    await client.query(
      `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, attempts, open_count, click_count, sent_at, error, created_at, updated_at)
       select $1, $2, s.id, ${channel.address},
         case when r.i % 10 < $4 then 'SENT' when $12 or (r.i / 10) % 2 = 1 then 'PENDING' else 'FAILED' end,
         case when r.i % 10 < $4 then 1 else 0 end,
         case when r.i % 10 < $5 and r.i % 10 < $4 then 1 + r.i % 3 else 0 end,
         case when r.i % 10 < $6 and r.i % 10 < $4 then 1 else 0 end,
         case when r.i % 10 < $4 then $7::timestamptz + make_interval(mins => r.i::int) end,
         case when r.i % 10 >= $4 and not $12 and (r.i / 10) % 2 = 0 then $11 end,
         $7::timestamptz, $7::timestamptz + make_interval(mins => r.i::int)
       from (select s.id, s.contact, row_number() over (order by s.event_date desc, s.id) - 1 as i
             from sample s join unit u on u.id = s.unit_id
             where s.survey_id = $8 and coalesce(${channel.address}, '') ~ $10 and (u.path = $9 or u.path like $9 || ',%')) r
       join sample s on s.id = r.id where r.i < $3`,
      [opts.universeId, rows[0]!.id, c.recipients, c.sent, c.opened, c.clicked, at, opts.surveyId, c.link, channel.legal, channel.failure, c.sendingType === 'LETTER'],
    );
    if (c.sendingType === 'PHONE') {
      // The answered calls as the phone simulator keeps them: one MPEG recording per row.
      const { rows: answered } = await client.query<{ id: number; recipient: string }>(`select id::int as id, recipient from campaign_tracking where campaign_id = $1 and status = 'SENT' order by id`, [rows[0]!.id]);
      const audio = toneRecording('Hej! Vi ringer från kundservice om ditt besök. Hur nöjd var du?');
      const seconds = Math.round(readMpegFrames(audio)!.seconds);
      for (const call of answered) {
        await client.query(`insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio) values ($1, $2, $3, $4, $5)`, [opts.universeId, call.id, `demo-${call.id}`, seconds, audio]);
      }
    }
  }
}
