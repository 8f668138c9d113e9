/**
 * The sample editor's mails panel (spec 2 section 3, Mail tracking): the campaign messages of the sample from the
 * campaigns' tracking rows (server/campaigns/), with what their recipients did (opens, clicks) and whether a phone
 * call left a recording. `related` adds the survey's other samples of the same contact address that the caller sees.
 */
import type { AnalyticsContext } from '../survey/context';
import { contactHidden, inScope } from '../survey/context';
import { rate } from '../campaigns/store';
import { loadSampleRow } from './details';
import type { SampleMailTracking } from '../../schemas/api/sample-mail-tracking.gen';

const addressOf = (contact: Record<string, unknown> | null): string => String(contact?.email ?? '').trim();

export async function sampleMailTracking(ctx: AnalyticsContext, sampleId: number, related = false): Promise<SampleMailTracking> {
  const sample = await loadSampleRow(ctx, sampleId);
  const email = addressOf(sample.contact);
  const { rows } = await ctx.client.query<SampleMailTracking['rows'][number] & { date: Date; unitPath: string }>(
    `select t.id::int as id, t.campaign_id::int as "campaignId", t.updated_at as date, c.title as name, t.status as state, t.open_count as views, t.click_count as clicks,
       exists (select 1 from call_recording r where r.tracking_id = t.id) as recording, u.path as "unitPath"
     from campaign_tracking t join campaign c on c.id = t.campaign_id join sample s on s.id = t.sample_id join unit u on u.id = s.unit_id
     where c.survey_id = $1 and (t.sample_id = $2 or ($3 and $4 <> '' and lower(btrim(s.contact->>'email')) = lower($4)))
     order by t.updated_at desc, t.id desc`,
    [ctx.survey.id, sampleId, related, email],
  );
  const visible = rows.filter((r) => inScope(ctx.scope, r.unitPath));
  const sent = visible.filter((r) => r.state === 'SENT');
  const opened = sent.filter((r) => r.views > 0).length;
  return {
    // The address is contact data: not shown to a role that sees samples without it.
    stats: { email: contactHidden(ctx) ? '' : email, totalSent: sent.length, totalOpened: opened, shareOpened: rate(opened, sent.length), totalClicked: sent.filter((r) => r.clicks > 0).length },
    rows: visible.map(({ unitPath: _unit, date, ...r }) => ({ ...r, date: new Date(date).toISOString() })),
  };
}
