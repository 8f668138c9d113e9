import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MIN_VALIDITY_SECONDS, REFRESH_EVERY_MS, tokenRefreshMachine } from './token-refresh.machine';
import { tokenRefreshModels } from './token-refresh.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

describe('token refresh machine, model-based', () => {
  const taken = new Set<string>();
  const cases = tokenRefreshModels.flatMap((model) => modelEdgeCases(model));
  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
    // The token is cleared exactly when a refresh failed on the way.
    expect(result.actions.includes('clearToken')).toBe(result.taken.some((t) => t.includes('xstate.error.actor.refresh')));
  });
  it('walked every declared transition', () => {
    expect(definedTransitions(tokenRefreshMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});

describe('token refresh timing', () => {
  it('refreshes every 10 s asking for 60 s of validity, and clears the token on failure', async () => {
    const fakes = deferredActors(['refresh']);
    const cleared: unknown[] = [];
    const clock = new SimulatedClock();
    const flush = () => new Promise((r) => setTimeout(r, 0));
    const actor = createActor(
      tokenRefreshMachine.provide({ actors: fakes.actors as never, actions: { clearToken: () => void cleared.push('cleared'), logFailure: () => {} } }),
      { clock },
    ).start();
    actor.send({ type: 'START' });
    clock.increment(REFRESH_EVERY_MS - 1);
    await flush();
    expect(fakes.calls).toEqual([]);
    clock.increment(1);
    await flush();
    expect(fakes.calls).toEqual([{ name: 'refresh', input: { minValiditySeconds: MIN_VALIDITY_SECONDS } }]);
    fakes.resolve('refresh', true);
    await flush();
    clock.increment(REFRESH_EVERY_MS);
    await flush();
    expect(fakes.calls).toHaveLength(2);
    fakes.reject('refresh', new Error('refresh token expired'));
    await flush();
    expect(actor.getSnapshot().value).toBe('cleared');
    expect(cleared).toEqual(['cleared']);
    clock.increment(REFRESH_EVERY_MS * 3);
    await flush();
    expect(fakes.calls).toHaveLength(2);
  });
});
