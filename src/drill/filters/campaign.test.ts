import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFilters, parseFilters } from '../../../core/drillpath/tokens';
import { CAMPAIGN_STATES, decodeCampaign, EMPTY_CAMPAIGN, encodeCampaign, YES_NO } from './campaign';

describe('campaign filter', () => {
  it('needs a chosen campaign', () => {
    expect(encodeCampaign(EMPTY_CAMPAIGN)).toBeNull();
    expect(encodeCampaign({ ...EMPTY_CAMPAIGN, state: 'delivered' })).toBeNull();
  });

  it('writes two characters then the campaign id per choice, any adding nothing', () => {
    expect(formatFilters([encodeCampaign({ campaignId: '42', state: 'any', opened: 'any', clicked: 'any' })!])).toBe('cf=an42');
    expect(formatFilters([encodeCampaign({ campaignId: '42', state: 'delivered', opened: 'yes', clicked: 'no' })!])).toBe('cf=de42*oy42*cn42');
  });

  it('reads back every choice through the route codec', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.constantFrom(...CAMPAIGN_STATES), fc.constantFrom(...YES_NO), fc.constantFrom(...YES_NO), (campaignId, state, opened, clicked) => {
        const choice = { campaignId, state, opened, clicked };
        const [token] = parseFilters(formatFilters([encodeCampaign(choice)!]));
        expect(decodeCampaign(token)).toEqual(choice);
      }),
    );
    expect(decodeCampaign(undefined)).toEqual(EMPTY_CAMPAIGN);
  });
});
