import { describe, expect, it } from 'vitest';
import { validateAlertListSearch } from './search.ts';

describe('alert list search', () => {
  it('keeps an alert state as the state filter, as a number', () => {
    expect(validateAlertListSearch({ state: '6' })).toMatchObject({ state: 6 });
    expect(validateAlertListSearch({ state: 3, page: '2' })).toMatchObject({ state: 3, page: 2 });
  });

  it('overwrites anything else with undefined, so the raw value never reaches the call', () => {
    for (const state of ['9', 'open', '', null, [2]]) {
      const out = validateAlertListSearch({ state });
      expect(Object.hasOwn(out, 'state')).toBe(true);
      expect(out.state).toBeUndefined();
    }
  });
});
