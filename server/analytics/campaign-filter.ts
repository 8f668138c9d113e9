/**
 * The campaign filters of a drill path (spec 1 sections 3 and 5), read from the tracking rows of the survey's
 * campaigns: a sample was in a campaign when the campaign has a tracking row for it.
 * - `cf=de42*oy42*cn42`: one campaign; each value is a two-character code then the campaign id (src/drill/filters/
 *   campaign.ts writes them): a delivery state `an` any, `de` delivered (SENT), `pe` pending (PENDING or SENDING),
 *   `fa` failed, `un` unsubscribed; `oy`/`on` opened at least once or never, `cy`/`cn` clicked or not.
 * - `mcids=42*43`: in any of these campaigns; `_42` not in it.
 * The rollups know nothing of campaigns, so these tokens travel with the standard filters and send answers to the
 * raw rows.
 */
import { CAMPAIGN_FILTER, CAMPAIGN_IDS_FILTER, campaignIdOf, DrillPathError, type FilterToken } from '../../core/drillpath/tokens';
import type { Params } from './sql';

export const CAMPAIGN_TOKENS: ReadonlySet<string> = new Set([CAMPAIGN_FILTER, CAMPAIGN_IDS_FILTER]);

/** Tracking statuses of each delivery state; `an` (any) asks for none. */
const STATES: Record<string, string[]> = { de: ['SENT'], pe: ['PENDING', 'SENDING'], fa: ['FAILED'], un: ['UNSUB'] };
const STATE_WORDS: Record<string, CampaignState> = { an: 'any', de: 'delivered', pe: 'pending', fa: 'failed', un: 'unsub' };
const COUNTS: Record<string, { column: string; yes: boolean }> = {
  oy: { column: 'open_count', yes: true },
  on: { column: 'open_count', yes: false },
  cy: { column: 'click_count', yes: true },
  cn: { column: 'click_count', yes: false },
};
const ID = /^\d{1,18}$/;

export type CampaignState = 'any' | 'delivered' | 'pending' | 'failed' | 'unsub';
export type YesNo = 'any' | 'yes' | 'no';

/** A `cf` token read: the campaign, the choices in words (as the filter editor names them) and what they ask of `ct`. */
export interface CampaignChoice {
  campaignId: string;
  state: CampaignState;
  opened: YesNo;
  clicked: YesNo;
  statuses?: string[];
  counts: { column: string; yes: boolean }[];
}

const show = (t: FilterToken) => `${t.name}=${t.values.map((v) => `${v.exclude ? '_' : ''}${v.value}${v.contains ? '~' : ''}`).join('*')}`;

export function parseChoice(t: FilterToken): CampaignChoice {
  if (t.values.some((v) => v.exclude || v.contains)) throw new DrillPathError(show(t), 'the campaign filter takes plain values, without "_" or "~"');
  const ids = new Set(t.values.map((v) => campaignIdOf(v.value)));
  if (ids.size !== 1) throw new DrillPathError(show(t), 'the campaign filter names one campaign');
  const [campaignId] = ids as Set<string>;
  if (!ID.test(campaignId!)) throw new DrillPathError(show(t), `a campaign id is a number, not "${campaignId}"`);
  const out: CampaignChoice = { campaignId: campaignId!, state: 'any', opened: 'any', clicked: 'any', counts: [] };
  const seen = new Set<string>();
  for (const { value } of t.values) {
    const code = value.slice(0, 2);
    const kind = code === 'an' || STATES[code] ? 'state' : COUNTS[code] ? code[0]! : null;
    if (!kind) throw new DrillPathError(show(t), `"${code}" is not a campaign filter code (an, de, pe, fa, un, oy, on, cy, cn)`);
    if (seen.has(kind)) throw new DrillPathError(show(t), kind === 'state' ? 'the campaign filter takes one delivery state' : 'opened and clicked are each yes or no, once');
    seen.add(kind);
    if (kind === 'state') {
      out.state = STATE_WORDS[code]!;
      out.statuses = STATES[code];
    } else {
      out.counts.push(COUNTS[code]!);
      out[kind === 'o' ? 'opened' : 'clicked'] = code[1] === 'y' ? 'yes' : 'no';
    }
  }
  return out;
}

export function parseIds(t: FilterToken): { include: string[]; exclude: string[] } {
  const out = { include: [] as string[], exclude: [] as string[] };
  for (const v of t.values) {
    if (v.contains || !ID.test(v.value)) throw new DrillPathError(show(t), `a campaign id is a number, not "${v.value}${v.contains ? '~' : ''}"`);
    (v.exclude ? out.exclude : out.include).push(v.value);
  }
  return out;
}

/** The campaign ids a campaign token names; throws DrillPathError on a malformed token. */
export function campaignIdsOf(t: FilterToken): string[] {
  if (t.name === CAMPAIGN_FILTER) return [parseChoice(t).campaignId];
  const { include, exclude } = parseIds(t);
  return [...include, ...exclude];
}

/**
 * Checks the campaign tokens: well formed, and every campaign one of the survey's (`known` answers the ids the
 * caller can see among those asked; row-level security keeps other universes' campaigns out of it).
 */
export async function checkCampaignTokens(tokens: FilterToken[], known: (ids: string[]) => Promise<string[]>): Promise<void> {
  const asked = new Map<string, FilterToken>();
  for (const t of tokens) for (const id of campaignIdsOf(t)) if (!asked.has(id)) asked.set(id, t);
  if (!asked.size) return;
  const found = new Set(await known([...asked.keys()]));
  for (const [id, t] of asked) if (!found.has(id)) throw new DrillPathError(show(t), `this survey has no campaign ${id}`);
}

/** The condition on the tracking rows (alias `ct`) of one campaign token, without the sample match. */
function trackingCondition(t: FilterToken, p: Params): { exists: string[]; notExists: string[] } {
  if (t.name === CAMPAIGN_FILTER) {
    const c = parseChoice(t);
    const parts = [`ct.campaign_id = ${p.add(c.campaignId)}::bigint`];
    if (c.statuses) parts.push(`ct.status = any(${p.add(c.statuses)}::text[])`);
    for (const n of c.counts) parts.push(n.yes ? `ct.${n.column} > 0` : `ct.${n.column} = 0`);
    return { exists: [parts.join(' and ')], notExists: [] };
  }
  const { include, exclude } = parseIds(t);
  return {
    exists: include.length ? [`ct.campaign_id = any(${p.add(include)}::bigint[])`] : [],
    notExists: exclude.length ? [`ct.campaign_id = any(${p.add(exclude)}::bigint[])`] : [],
  };
}

/**
 * SQL for one campaign token on the sample whose id is `sampleId` (`s.id`), or, with `interviewId` (`i.id`), on an
 * interview: an interview matches when one of its samples does.
 */
export function campaignCondition(t: FilterToken, p: Params, on: { sampleId: string } | { interviewId: string }): string {
  const { exists, notExists } = trackingCondition(t, p);
  const from =
    'sampleId' in on
      ? (cond: string) => `select 1 from campaign_tracking ct where ct.sample_id = ${on.sampleId} and ${cond}`
      : (cond: string) => `select 1 from sample cs join campaign_tracking ct on ct.sample_id = cs.id where cs.interview_id = ${on.interviewId} and ${cond}`;
  return [...exists.map((c) => `exists (${from(c)})`), ...notExists.map((c) => `not exists (${from(c)})`)].join(' and ');
}
