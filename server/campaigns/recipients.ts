/**
 * Who a campaign reaches (spec 3 sections 2 and 4): the samples of the drill path and its filters (the sample list's
 * selection, server/samples/selection.ts), less those removed by hand. The mail filter `illegal` (no usable
 * address) always applies, whatever the wizard sends; suppressed addresses (unsubscribed, bounced) never count.
 */
import { Params } from '../analytics/sql';
import { sampleSelection } from '../samples/selection';
import type { AnalyticsContext } from '../survey/context';

export type SendingType = 'EMAIL' | 'SMS' | 'LETTER' | 'PHONE';

export interface Recipient {
  sampleId: number;
  respondent: string;
  address: string;
}

const MAIL = `^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$`;
const PHONE = `^\\+?[0-9 ()-]{6,20}$`;

/** The contact field a sending type goes to, and what a legal value of it looks like. */
export function addressOf(sendingType: SendingType): { field: string; pattern: string | null } {
  if (sendingType === 'EMAIL') return { field: 'email', pattern: MAIL };
  if (sendingType === 'SMS' || sendingType === 'PHONE') return { field: 'phone', pattern: PHONE };
  return { field: 'name', pattern: null };
}

export interface RecipientQuery {
  link: string;
  filters?: string;
  sendingType: SendingType;
  deleted?: number[];
  /** Only samples with an event date on or after this day (PULL schedules). */
  fromDay?: string;
  toDay?: string;
  /** Leave out samples already in this campaign (PULL adds only new ones). */
  notInCampaign?: number;
  /** The mail action whose earlier campaigns the `contacted` filter looks at. */
  mailAction?: string;
  /** Leave out samples an earlier campaign of the mail action already reached (the ticked `contacted` filter). */
  skipContacted?: boolean;
}

/** What `findRecipients` found: the recipients, and how many samples each mail filter leaves (or would leave) out. */
export interface RecipientsFound {
  recipients: Recipient[];
  illegal: number;
  /** Legal recipients an earlier campaign of the mail action reached (0 without a mail action). */
  contacted: number;
}

/** SQL (with its parameters) for the matching recipients, in sample id order; `illegal` and suppression applied. */
async function recipientSql(ctx: AnalyticsContext, q: RecipientQuery): Promise<{ sql: string; params: Params; illegal: string }> {
  const sel = await sampleSelection(ctx, q.link, q.filters ?? '');
  const p = sel.params;
  const { field, pattern } = addressOf(q.sendingType);
  const address = `btrim(coalesce(s.contact->>${p.add(field)}, ''))`;
  const where = [sel.where];
  const illegal = pattern ? `${address} !~ ${p.add(pattern)}` : `${address} = ''`;
  if (q.deleted?.length) where.push(`not (s.id = any(${p.add(q.deleted)}::bigint[]))`);
  if (q.fromDay) where.push(`s.event_date >= ${p.add(q.fromDay)}::date`);
  if (q.toDay) where.push(`s.event_date <= ${p.add(q.toDay)}::date`);
  if (q.notInCampaign) where.push(`not exists (select 1 from campaign_tracking t where t.campaign_id = ${p.add(q.notInCampaign)} and t.sample_id = s.id)`);
  where.push(`not exists (select 1 from campaign_suppression x where x.address = lower(${address}))`);
  const contacted =
    q.mailAction !== undefined
      ? `exists (select 1 from campaign_tracking t join campaign c on c.id = t.campaign_id where t.sample_id = s.id and c.survey_id = s.survey_id and c.mail_action = ${p.add(q.mailAction)})`
      : 'false';
  const sql = `select s.id::int as "sampleId", coalesce(s.contact->>'name', '') as respondent, ${address} as address, (${illegal}) as illegal, ${contacted} as contacted
    from sample s join unit u on u.id = s.unit_id where ${where.join(' and ')}`;
  return { sql, params: p, illegal };
}

export async function findRecipients(ctx: AnalyticsContext, q: RecipientQuery): Promise<RecipientsFound> {
  const { sql, params } = await recipientSql(ctx, q);
  const { rows } = await ctx.client.query<Recipient & { illegal: boolean; contacted: boolean }>(`${sql} order by s.id`, params.values);
  const legal = rows.filter((r) => !r.illegal);
  const contacted = legal.filter((r) => r.contacted).length;
  const chosen = q.skipContacted ? legal.filter((r) => !r.contacted) : legal;
  return { recipients: chosen.map(({ sampleId, respondent, address }) => ({ sampleId, respondent, address })), illegal: rows.length - legal.length, contacted };
}
