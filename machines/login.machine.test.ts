import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { LOAD_POLL_MS, loginMachine, type LoginInput } from './login.machine';
import { ACTORS, loginModels } from './login.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

const check = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
  expect(actual.context.answer?.loginStatus).toBe(expected.context.answer?.loginStatus);
  expect(actual.context.actAsError).toBe(expected.context.actAsError);
  expect(actual.context.choiceError).toBe(expected.context.choiceError);
};

describe('login machine, model-based: every edge of the model runs on the real actor', () => {
  const taken = new Set<string>();
  for (const model of loginModels) {
    const cases = modelEdgeCases(model, check);
    const input = JSON.stringify(model.input);
    it(`has edges to walk (input ${input})`, () => expect(cases.length).toBeGreaterThan(model.keep ? 5 : 50));
    it.each(cases.map((c) => [c.description, c] as const))(`${input} %s`, async (_d, c) => {
      const result = await c.run();
      for (const t of result.taken) taken.add(t);
    });
  }
  it('walked every transition the machine declares, every guarded target included', () => {
    expect(definedTransitions(loginMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});

describe('login machine, details', () => {
  function start(input: LoginInput = {}) {
    const fakes = deferredActors(ACTORS);
    const clock = new SimulatedClock();
    const actor = createActor(loginMachine.provide({ actors: fakes.actors as never }), { input, clock }).start();
    return { actor, fakes, clock, flush: () => new Promise((r) => setTimeout(r, 0)) };
  }

  it('asks validatekeycloak for the universe from the query and for indicators when allowed', async () => {
    const { actor, fakes, flush } = start({ universe: 'nordics', allowIndicators: true });
    fakes.resolve('resumeSession', null);
    await flush();
    fakes.resolve('authenticate', { accessToken: 'a', idToken: 'i' });
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'validateKeycloak', input: { tokens: { accessToken: 'a', idToken: 'i' }, universeName: 'nordics', allowIndicators: true } });
    expect(actor.getSnapshot().value).toBe('validating');
  });

  it('polls the first load every 5 s with the session token, keeping the percentage', async () => {
    const { actor, fakes, clock, flush } = start();
    fakes.resolve('resumeSession', { loginStatus: 8, loadStatus: 10, authToken: 'tok' });
    await flush();
    expect(actor.getSnapshot().context.answer?.loadStatus).toBe(10);
    clock.increment(LOAD_POLL_MS - 1);
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'pollIdentity', input: { authToken: 'tok' } });
    fakes.resolve('pollIdentity', { loginStatus: 8, loadStatus: 55 });
    await flush();
    expect(actor.getSnapshot().context.answer).toMatchObject({ loadStatus: 55, authToken: 'tok' });
    clock.increment(LOAD_POLL_MS);
    await flush();
    fakes.resolve('pollIdentity', { loginStatus: 0 });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it("shows the server's text under the picker when impersonation is refused, and clears it on success", async () => {
    const { actor, fakes, flush } = start();
    fakes.resolve('resumeSession', { loginStatus: 7, authToken: 'tok' });
    await flush();
    actor.send({ type: 'ACT_AS', universe: 'demo', user: 'newbie' });
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'impersonate', input: { tokens: null, universe: 'demo', user: 'newbie' } });
    fakes.reject('impersonate', new Error('"newbie" is not an active user of Demo, so you cannot act as them.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('selectActAs');
    expect(actor.getSnapshot().context.actAsError).toBe('"newbie" is not an active user of Demo, so you cannot act as them.');
    actor.send({ type: 'ACT_AS', universe: 'demo', user: 'user' });
    await flush();
    fakes.resolve('impersonate', { loginStatus: 0, authToken: 'acting' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.actAsError).toBeNull();
  });

  it('changes universe with the session token and goes back to the list with the reason on refusal', async () => {
    const { actor, fakes, flush } = start();
    fakes.resolve('resumeSession', { loginStatus: 5, authToken: 'tok' });
    await flush();
    actor.send({ type: 'SELECT_UNIVERSE', universe: 'nordics' });
    await flush();
    expect(fakes.calls.at(-1)).toEqual({ name: 'changeUniverse', input: { universe: 'nordics', authToken: 'tok' } });
    fakes.reject('changeUniverse', new Error('Your account is disabled in the universe "Nordics".'));
    await flush();
    expect(actor.getSnapshot().value).toBe('selectUniverse');
    expect(actor.getSnapshot().context.choiceError).toContain('disabled');
  });

  it('logs out with the session token from any state, once', async () => {
    const { actor, fakes, flush } = start();
    fakes.resolve('resumeSession', { loginStatus: 0, authToken: 'tok' });
    await flush();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT' });
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'logout')).toEqual([{ name: 'logout', input: { authToken: 'tok' } }]);
    fakes.resolve('logout', undefined);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
