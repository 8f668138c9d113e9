/**
 * The campaign filter `cf` (spec 1 sections 3 and 5): it needs a chosen campaign; the delivery state is any,
 * delivered, pending, failed or unsub; opened and clicked are any, yes or no. Each value is two characters, then the
 * campaign id (as the spec's option names are): `de42` delivered, `oy42` opened, `cn42` not clicked. "Any" adds no
 * value, so a campaign with every choice at any is `an42`.
 */
import { CAMPAIGN_FILTER, campaignIdOf, type FilterToken } from '../../../core/drillpath/tokens';

export const CAMPAIGN_STATES = ['any', 'delivered', 'pending', 'failed', 'unsub'] as const;
export const YES_NO = ['any', 'yes', 'no'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export type YesNo = (typeof YES_NO)[number];

export interface CampaignChoice {
  campaignId: string;
  state: CampaignState;
  opened: YesNo;
  clicked: YesNo;
}

const STATE_CODE: Record<CampaignState, string> = { any: 'an', delivered: 'de', pending: 'pe', failed: 'fa', unsub: 'un' };
const CAMPAIGN_ID = /^[A-Za-z0-9]+$/;

export const EMPTY_CAMPAIGN: CampaignChoice = { campaignId: '', state: 'any', opened: 'any', clicked: 'any' };

/** The `cf` token of a choice, or null while no campaign is chosen. */
export function encodeCampaign(c: CampaignChoice): FilterToken | null {
  if (!CAMPAIGN_ID.test(c.campaignId)) return null;
  const id = c.campaignId;
  const codes = [STATE_CODE[c.state]];
  if (c.opened !== 'any') codes.push(`o${c.opened === 'yes' ? 'y' : 'n'}`);
  if (c.clicked !== 'any') codes.push(`c${c.clicked === 'yes' ? 'y' : 'n'}`);
  return { name: CAMPAIGN_FILTER, values: codes.map((code) => ({ value: `${code}${id}`, exclude: false, contains: false })) };
}

/** The choice a `cf` token holds; the empty choice for anything else. */
export function decodeCampaign(token: FilterToken | undefined): CampaignChoice {
  if (!token || token.name !== CAMPAIGN_FILTER || token.values.length === 0) return EMPTY_CAMPAIGN;
  try {
    const out: CampaignChoice = { ...EMPTY_CAMPAIGN, campaignId: campaignIdOf(token.values[0]!.value) };
    for (const { value } of token.values) {
      const code = value.slice(0, 2);
      const state = CAMPAIGN_STATES.find((s) => STATE_CODE[s] === code);
      if (state) out.state = state;
      else if (code[0] === 'o') out.opened = code[1] === 'y' ? 'yes' : 'no';
      else if (code[0] === 'c') out.clicked = code[1] === 'y' ? 'yes' : 'no';
    }
    return out;
  } catch {
    return EMPTY_CAMPAIGN;
  }
}
