import { describe, expect, it } from 'vitest';
import { validateListSearch, validateLoginSearch } from './search.ts';

describe('route search parameters', () => {
  it('default to page 1 and keep valid sort settings', () => {
    expect(validateListSearch({})).toEqual({ page: 1 });
    expect(validateListSearch({ page: '3', sortBy: 'nps', sortDesc: 'true' })).toEqual({ page: 3, sortBy: 'nps', sortDesc: true });
    expect(validateListSearch({ page: '-2', sortBy: '' })).toEqual({ page: 1 });
  });
  it('read the login page parameters', () => {
    expect(validateLoginSearch({ universe: 'demo', change: 'true', redirect: '/x', survey: 's', preselectedUniverse: 'b2b', other: 1 })).toEqual({
      universe: 'demo',
      change: true,
      redirect: '/x',
      survey: 's',
      preselectedUniverse: 'b2b',
    });
  });
});
