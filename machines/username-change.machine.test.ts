import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AVAILABILITY_DEBOUNCE_MS, usernameChangeMachine, usernameProblem } from './username-change.machine';
import { CURRENT, usernameChangeModels } from './username-change.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';
const flush = () => new Promise((r) => setTimeout(r, 0));

function start() {
  const fakes = deferredActors(['checkAvailability', 'changeUsername']);
  const clock = new SimulatedClock();
  const actor = createActor(usernameChangeMachine.provide({ actors: fakes.actors as never }), { clock, input: { current: CURRENT } }).start();
  return { fakes, clock, actor, state: () => actor.getSnapshot() };
}

describe('username change machine', () => {
  it('checks a valid changed address 500 ms after the last keystroke only, then saves it', async () => {
    const { fakes, clock, actor, state } = start();
    actor.send({ type: 'TYPE', value: 'one.world@exa' });
    actor.send({ type: 'TYPE', value: 'one.world@example.com' });
    clock.increment(AVAILABILITY_DEBOUNCE_MS - 1);
    await flush();
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'SAVE' });
    expect(state().matches({ editing: 'waiting' })).toBe(true);
    clock.increment(1);
    await flush();
    expect(fakes.calls).toEqual([{ name: 'checkAvailability', input: { email: 'one.world@example.com' } }]);
    fakes.resolve('checkAvailability', true);
    await flush();
    actor.send({ type: 'SAVE' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'changeUsername', input: { oldUsername: CURRENT, newUsername: 'one.world@example.com' } });
    fakes.resolve('changeUsername', 'one.world@example.com');
    await flush();
    expect(state().value).toBe('saved');
    expect(state().context.current).toBe('one.world@example.com');
  });

  it('never checks an invalid or unchanged address, and a taken one blocks saving', async () => {
    const { fakes, clock, actor, state } = start();
    for (const value of ['', 'not an address', CURRENT.toUpperCase()]) {
      actor.send({ type: 'TYPE', value });
      clock.increment(AVAILABILITY_DEBOUNCE_MS * 2);
      await flush();
    }
    expect(fakes.calls).toEqual([]);
    expect(usernameProblem({ ...state().context, value: '' })).toBe('mandatory');
    expect(usernameProblem({ ...state().context, value: 'x' })).toBe('email');
    actor.send({ type: 'TYPE', value: 'taken@example.com' });
    clock.increment(AVAILABILITY_DEBOUNCE_MS);
    await flush();
    fakes.resolve('checkAvailability', false);
    await flush();
    expect(usernameProblem(state().context)).toBe('inUse');
    actor.send({ type: 'SAVE' });
    expect(state().matches({ editing: 'idle' })).toBe(true);
  });

  it("a failed check counts as available; a refused change stays editing with the server's message", async () => {
    const { fakes, clock, actor, state } = start();
    actor.send({ type: 'TYPE', value: 'new@example.com' });
    clock.increment(AVAILABILITY_DEBOUNCE_MS);
    await flush();
    fakes.reject('checkAvailability', new Error('offline'));
    await flush();
    expect(state().context.available).toBe(true);
    actor.send({ type: 'SAVE' });
    fakes.reject('changeUsername', new Error('new@example.com is already in use.'));
    await flush();
    expect(state().matches({ editing: 'idle' })).toBe(true);
    expect(state().context.error).toBe('new@example.com is already in use.');
  });
});

describe('username change machine, model-based', () => {
  const taken = new Set<string>();
  const cases = usernameChangeModels.flatMap((model) => modelEdgeCases(model));
  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });
  it('walked every declared transition', () => {
    expect(definedTransitions(usernameChangeMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
