import { describe, expect, it } from 'vitest';
import { formatUiState, parseUiState } from './uiState.ts';

describe('component choices in the address', () => {
  it('reads id:value pairs and drops what it cannot read', () => {
    expect(parseUiState('tabs:1,results:2')).toEqual({ tabs: '1', results: '2' });
    expect(parseUiState('tabs:1,:3,bad,x:<script>,y:')).toEqual({ tabs: '1' });
    expect(parseUiState(undefined)).toEqual({});
    expect(parseUiState(42)).toEqual({});
  });

  it('writes them sorted, and nothing when there is nothing to keep', () => {
    expect(formatUiState({ results: '2', tabs: '1' })).toBe('results:2,tabs:1');
    expect(formatUiState({})).toBeUndefined();
    expect(parseUiState(formatUiState({ a: '1', 'b.c': 'x-y' }))).toEqual({ a: '1', 'b.c': 'x-y' });
  });
});
