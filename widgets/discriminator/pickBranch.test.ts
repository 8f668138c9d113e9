import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchScore, pickBranch } from './pickBranch.ts';

describe('discriminator', () => {
  it('scores 1, doubles for a matching role and again for a matching view, 0 on a mismatch', () => {
    expect(branchScore({}, 'north', 'stores')).toBe(1);
    expect(branchScore({ roles: ['north'] }, 'north', 'stores')).toBe(2);
    expect(branchScore({ roles: ['north'], views: ['stores'] }, 'north', 'stores')).toBe(4);
    expect(branchScore({ roles: ['south'] }, 'north', 'stores')).toBe(0);
    expect(branchScore({ roles: ['north'], views: ['regions'] }, 'north', 'stores')).toBe(0);
    expect(branchScore({ roles: ['north'] }, null, 'stores')).toBe(0);
  });

  it('picks the highest score and keeps the first on a tie', () => {
    expect(pickBranch([{}, { roles: ['north'] }, { views: ['stores'] }], 'north', 'stores')).toBe(1);
    expect(pickBranch([{}, {}], 'north', 'stores')).toBe(0);
    // No branch scores above 0: none is shown, not the first (role-restricted) one.
    expect(pickBranch([{ roles: ['x'] }, { views: ['y'] }], 'north', 'stores')).toBe(-1);
    expect(pickBranch([{ roles: ['admin'] }, { roles: ['north'], views: ['stores'] }], 'north', 'stores')).toBe(1);
    expect(pickBranch([], 'north', 'stores')).toBe(-1);
  });

  it('never picks a branch scoring less than another one', () => {
    const branch = fc.record({ roles: fc.option(fc.subarray(['a', 'b', 'c']), { nil: undefined }), views: fc.option(fc.subarray(['v', 'w']), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(branch, { minLength: 1, maxLength: 6 }), fc.constantFrom('a', 'b', null), fc.constantFrom('v', 'w', null), (branches, role, view) => {
        const chosen = pickBranch(branches, role, view);
        const scores = branches.map((b) => branchScore(b, role, view));
        const best = Math.max(...scores);
        if (best === 0) expect(chosen).toBe(-1);
        else {
          expect(scores[chosen]).toBe(best);
          expect(scores.indexOf(best)).toBe(chosen);
        }
      }),
    );
  });
});
