import { describe, expect, it } from 'vitest';
import { bannerSeverity, historySeverity, stateMessageId } from '../../ui/alerts/stateColors.ts';
import { validateAlertListSearch } from './search.ts';

describe('alert state colours', () => {
  it('colours the banner and the history as the spec says', () => {
    expect([2, 6, 3].map(bannerSeverity)).toEqual(['error', 'warning', 'success']);
    expect([2, 6, 3, 1, 9].map(historySeverity)).toEqual(['error', 'warning', 'success', 'error', 'error']);
    expect([2, 6, 3, 5].map(stateMessageId)).toEqual(['alerts.state.open', 'alerts.state.processing', 'alerts.state.closed', 'alerts.state.other']);
  });
});

describe('alert list search', () => {
  it('keeps page, sort and the row to bring back into view', () => {
    expect(validateAlertListSearch({ page: '3', sortBy: 'unit', sortDesc: 'false', row: '42' })).toEqual({ page: 3, sortBy: 'unit', sortDesc: false, row: 42 });
    expect(validateAlertListSearch({ row: 'x' })).toEqual({ page: 1 });
  });
});
