/** The token refresh machine's test model (testing/transitionCoverage.ts): walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { tokenRefreshMachine } from './token-refresh.machine';
import { delayedEvents, invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  return [{ type: 'START' }, { type: 'STOP' }, ...delayedEvents(snapshot), ...invokedActorEvents(snapshot, () => [true], new Error('refresh token expired'))];
}

export const tokenRefreshModels: MachineModel[] = [
  {
    machine: tokenRefreshMachine,
    actorNames: ['refresh'],
    actionNames: ['clearToken', 'logFailure'],
    events,
    serialize: (s) => JSON.stringify([s.value, s.context.refreshes > 0, Boolean(s.context.error)]),
  },
];
