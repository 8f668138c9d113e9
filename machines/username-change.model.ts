/** The username change machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { usernameChangeMachine } from './username-change.machine';
import { delayedEvents, invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const CURRENT = 'two.worlds@example.com';

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const typed = ['', 'x', CURRENT, 'free@example.com'].map((value) => ({ type: 'TYPE', value }) as EventObject);
  const outputsOf = (id: string): unknown[] => (id === 'checkAvailability' ? [true, false] : ['free@example.com']);
  return [...typed, { type: 'SAVE' }, ...delayedEvents(snapshot), ...invokedActorEvents(snapshot, outputsOf, new Error('refused'))];
}

export const usernameChangeModels: MachineModel[] = [
  {
    machine: usernameChangeMachine,
    input: { current: CURRENT },
    actorNames: ['checkAvailability', 'changeUsername'],
    events,
    serialize: (s) => JSON.stringify([s.value, s.context.value, s.context.available, Boolean(s.context.error)]),
  },
];
